import { fieldEndpoint, fieldEndpointTemplate } from './fieldEndpoints';

const base = {
  product: 'switchyard',
  stepType: 'triggers' as const,
  step: 'new_photo',
  kind: 'options' as const,
};

describe('fieldEndpointTemplate', () => {
  it('builds {api_url_prefix}/{product}/v1/{steps}/{step}/fields/{slug}/{kind}', () => {
    expect(fieldEndpointTemplate({ ...base, apiUrlPrefix: 'https://api.example.com' })).toBe(
      'https://api.example.com/switchyard/v1/triggers/new_photo/fields/{slug}/options',
    );
    expect(
      fieldEndpointTemplate({
        ...base,
        apiUrlPrefix: 'https://api.example.com/',
        stepType: 'actions',
        kind: 'validate',
        product: 'acme',
      }),
    ).toBe('https://api.example.com/acme/v1/actions/new_photo/fields/{slug}/validate');
  });

  it('does not repeat /{product}/v1 when the prefix already ends with it', () => {
    expect(fieldEndpointTemplate({ ...base, apiUrlPrefix: 'https://api.example.com/switchyard/v1/' })).toBe(
      'https://api.example.com/switchyard/v1/triggers/new_photo/fields/{slug}/options',
    );
  });

  it('is null without a prefix', () => {
    for (const apiUrlPrefix of [null, '', '  '])
      expect(fieldEndpointTemplate({ ...base, apiUrlPrefix })).toBeNull();
  });

  it('has the field key substituted by fieldEndpoint', () => {
    const t = fieldEndpointTemplate({ ...base, apiUrlPrefix: 'https://api.example.com' })!;
    expect(fieldEndpoint(t, 'album_name')).toBe(
      'https://api.example.com/switchyard/v1/triggers/new_photo/fields/album_name/options',
    );
  });
});
