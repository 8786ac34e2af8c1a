import { visibleViews } from './orgViews';

describe('visibleViews', () => {
  it('shows invoices to the owner of a tier with invoices', () => {
    expect(visibleViews({ has_invoices: true, viewer_is_owner: true })).toEqual([
      'details',
      'team',
      'invoices',
    ]);
  });

  it('hides invoices from members and from tiers without invoices', () => {
    expect(visibleViews({ has_invoices: true, viewer_is_owner: false })).toEqual(['details', 'team']);
    expect(visibleViews({ has_invoices: false, viewer_is_owner: true })).toEqual(['details', 'team']);
  });
});
