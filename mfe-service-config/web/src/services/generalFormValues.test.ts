import { serviceFixture } from '../testing/serviceFixtures';
import { toFormValues, toServiceInput } from './generalFormValues';

describe('general form values', () => {
  it('shows empty fields as empty inputs and search terms one per line', () => {
    const values = toFormValues(serviceFixture({ alternate_search_terms: ['rain', 'storm alerts'] }));
    expect(values).toMatchObject({
      name: 'Acme Weather',
      home_url: '',
      authentication_type: 'auth_not_required',
      alternate_search_terms: 'rain\nstorm alerts',
    });
  });

  it('sends every field, splitting search terms on commas and new lines', () => {
    const input = toServiceInput({ name: 'Acme', alternate_search_terms: 'rain, forecast\nstorm' });
    expect(input.alternate_search_terms).toEqual(['rain', 'forecast', 'storm']);
    expect(input.name).toBe('Acme');
    expect(input.home_url).toBe('');
    expect(Object.keys(input)).toHaveLength(22);
  });

  it('holds connect_enabled as the checkbox state and always sends it', () => {
    expect(toFormValues(serviceFixture({ connect_enabled: true })).connect_enabled).toBe(true);
    expect(toFormValues(serviceFixture()).connect_enabled).toBe(false);
    expect(toServiceInput({ connect_enabled: true }).connect_enabled).toBe(true);
    expect(toServiceInput({}).connect_enabled).toBe(false);
  });

  it('starts the write-only client secret empty and sends it only when something was typed', () => {
    expect(toFormValues(serviceFixture({ has_oauth_client_secret: true })).oauth_client_secret).toBe('');
    expect(toServiceInput({ oauth_client_secret: '' })).not.toHaveProperty('oauth_client_secret');
    expect(toServiceInput({ oauth_client_secret: '   ' })).not.toHaveProperty('oauth_client_secret');
    expect(toServiceInput({ oauth_client_secret: 'new-secret' }).oauth_client_secret).toBe('new-secret');
  });
});
