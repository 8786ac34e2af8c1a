import { iconPathFor, iconUrl, parseIconPath } from './iconUrl';

const id = '20000000-0000-4000-8000-000000000002';

describe('iconUrl', () => {
  it('is the service path versioned by the content hash', () => {
    const icon_path = iconPathFor(id, '0123456789abcdef', 'png');
    expect(icon_path).toBe(`service-icons/${id}-0123456789abcdef.png`);
    expect(iconUrl({ module_name: 'acme_notes', icon_path })).toBe(
      '/services/acme_notes/icon?v=0123456789abcdef',
    );
  });

  it('is null when no icon is stored or the path is not one the upload wrote', () => {
    expect(iconUrl({ module_name: 'acme_notes', icon_path: null })).toBeNull();
    expect(iconUrl({ module_name: 'acme_notes', icon_path: '../../etc/passwd' })).toBeNull();
    expect(parseIconPath(`service-icons/${id}-0123456789abcdef.svg`)).toBeNull();
    expect(parseIconPath(`service-icons/../${id}-0123456789abcdef.png`)).toBeNull();
  });
});
