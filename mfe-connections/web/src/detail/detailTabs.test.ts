import { defaultTab, detailTabs, tabFromHash } from './detailTabs';

describe('the detail screen tabs', () => {
  it('offers User feedback only on a published connection', () => {
    expect(detailTabs(true)).toEqual(['feedback', 'endpoints', 'logs']);
    expect(detailTabs(false)).toEqual(['endpoints', 'logs']);
  });

  it('opens a published connection on feedback, any other on endpoints, with no hash', () => {
    expect(defaultTab(true)).toBe('feedback');
    expect(defaultTab(false)).toBe('endpoints');
    expect(tabFromHash('', true)).toBe('feedback');
    expect(tabFromHash('#', false)).toBe('endpoints');
  });

  it('follows a hash naming a tab offered, with or without its #', () => {
    expect(tabFromHash('#logs', true)).toBe('logs');
    expect(tabFromHash('#endpoints', true)).toBe('endpoints');
    expect(tabFromHash('logs', false)).toBe('logs');
    expect(tabFromHash('#feedback', true)).toBe('feedback');
  });

  it('falls back to the default for a tab not offered or no tab at all', () => {
    expect(tabFromHash('#feedback', false)).toBe('endpoints');
    expect(tabFromHash('#severe-weather-alert', true)).toBe('feedback');
    expect(tabFromHash('#LOGS', false)).toBe('endpoints');
  });
});
