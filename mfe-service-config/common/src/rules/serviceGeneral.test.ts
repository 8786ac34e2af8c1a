import {
  authenticationFields,
  isEmail,
  isHttpUrl,
  missingForSubmission,
  parseSearchTerms,
  validateServiceGeneral,
} from './serviceGeneral';

const errorsOf = (input: Parameters<typeof validateServiceGeneral>[0]) =>
  validateServiceGeneral(input).errors;

describe('isHttpUrl', () => {
  it('accepts http and https URLs only', () => {
    expect(isHttpUrl('https://acme.example/weather')).toBe(true);
    expect(isHttpUrl('http://localhost:3000/api')).toBe(true);
    for (const bad of [
      'acme.example',
      'ftp://acme.example',
      'javascript:alert(1)',
      'https://',
      'https://a b.c',
      'mailto:x@y.z',
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});

describe('isEmail', () => {
  it('wants a local part, one @ and a dotted domain', () => {
    expect(isEmail('support@acme.example')).toBe(true);
    expect(isEmail('first.last+tag@mail.acme.co.uk')).toBe(true);
    for (const bad of [
      'support',
      'support@',
      '@acme.example',
      'support@acme',
      'a b@acme.example',
      'a@@acme.example',
      'a@acme..example',
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});

describe('validateServiceGeneral', () => {
  it('keeps only the fields sent, trimmed, and turns cleared optional fields into null', () => {
    expect(
      validateServiceGeneral({
        name: ' Acme Weather ',
        home_url: ' https://acme.example ',
        short_name: '',
        description: '  ',
        brand_color: '#1e88e5',
        authentication_type: '',
        demo_account_password: ' secret ',
        alternate_search_terms: [' forecast ', '', 'Rain', 'rain'],
      }),
    ).toEqual({
      value: {
        name: 'Acme Weather',
        home_url: 'https://acme.example',
        short_name: null,
        description: '',
        brand_color: '#1E88E5',
        authentication_type: 'auth_not_required',
        demo_account_password: ' secret ',
        alternate_search_terms: ['forecast', 'Rain'],
      },
      errors: [],
    });
  });

  it('requires a name of at most 100 characters', () => {
    expect(errorsOf({ name: ' ' })).toEqual([{ attribute: 'name', message: "can't be blank" }]);
    expect(errorsOf({ name: 'n'.repeat(101) })).toEqual([
      { attribute: 'name', message: 'is too long (maximum is 100 characters)' },
    ]);
  });

  it('limits the description to 1000 and the short name to 30 characters', () => {
    expect(errorsOf({ description: 'd'.repeat(1000), short_name: 's'.repeat(30) })).toEqual([]);
    expect(errorsOf({ description: 'd'.repeat(1001), short_name: 's'.repeat(31) })).toEqual([
      { attribute: 'description', message: 'is too long (maximum is 1000 characters)' },
      { attribute: 'short_name', message: 'is too long (maximum is 30 characters)' },
    ]);
  });

  it('wants http(s) URLs in every URL field', () => {
    const fields = [
      'home_url',
      'invite_url',
      'api_url_prefix',
      'call_to_action_link',
      'oauth_authorization_url',
      'oauth_token_url',
    ] as const;
    for (const field of fields) {
      expect(errorsOf({ [field]: 'www.acme.example' })).toEqual([
        { attribute: field, message: 'must be a URL starting with http:// or https://' },
      ]);
      expect(errorsOf({ [field]: 'https://www.acme.example/x' })).toEqual([]);
    }
  });

  it('checks the support e-mail, the brand colour, the category and the authentication type', () => {
    expect(
      errorsOf({
        support_email: 'support at acme',
        brand_color: 'blue',
        category_name: 'Toasters',
        authentication_type: 'basic',
      }),
    ).toEqual([
      { attribute: 'category_name', message: 'is not included in the list' },
      { attribute: 'support_email', message: 'must be an e-mail address, like support@example.com' },
      { attribute: 'brand_color', message: 'must be a colour in the form #RRGGBB, like #1E88E5' },
      { attribute: 'authentication_type', message: 'is not included in the list' },
    ]);
    expect(errorsOf({ brand_color: '#1E88E' })).toHaveLength(1);
    expect(
      errorsOf({ brand_color: '#1E88E5', category_name: 'Weather', authentication_type: 'oauth_pkce' }),
    ).toEqual([]);
  });

  it('allows at most 10 search terms of at most 40 characters', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `term ${i}`);
    expect(errorsOf({ alternate_search_terms: ten })).toEqual([]);
    expect(errorsOf({ alternate_search_terms: [...ten, 'eleven'] })).toEqual([
      { attribute: 'alternate_search_terms', message: 'can have at most 10 terms' },
    ]);
    expect(errorsOf({ alternate_search_terms: ['ok', 't'.repeat(41)] })).toEqual([
      {
        attribute: 'alternate_search_terms',
        message: `has a term longer than 40 characters ("${'t'.repeat(41)}")`,
      },
    ]);
    expect(validateServiceGeneral({ alternate_search_terms: null }).value).toEqual({
      alternate_search_terms: [],
    });
  });

  it('checks only formats, not what a submission needs', () => {
    expect(validateServiceGeneral({ authentication_type: 'oauth', oauth_client_id: '' })).toEqual({
      value: { authentication_type: 'oauth', oauth_client_id: null },
      errors: [],
    });
  });
});

describe('validateServiceGeneral: connect_enabled', () => {
  it('stores true or false, turns null into false (its default) and refuses anything else', () => {
    expect(validateServiceGeneral({ connect_enabled: true }).value).toEqual({ connect_enabled: true });
    expect(validateServiceGeneral({ connect_enabled: false }).value).toEqual({ connect_enabled: false });
    expect(validateServiceGeneral({ connect_enabled: null }).value).toEqual({ connect_enabled: false });
    expect(validateServiceGeneral({ name: 'Acme' }).value).not.toHaveProperty('connect_enabled');
    const sent = { connect_enabled: 'yes' } as unknown as Parameters<typeof validateServiceGeneral>[0];
    expect(validateServiceGeneral(sent).errors).toEqual([
      { attribute: 'connect_enabled', message: 'must be true or false' },
    ]);
  });
});

describe('validateServiceGeneral: oauth_client_secret', () => {
  it('stores the secret trimmed, clears it with null or an empty string, and caps its length', () => {
    expect(validateServiceGeneral({ oauth_client_secret: ' s3cret ' }).value).toEqual({
      oauth_client_secret: 's3cret',
    });
    expect(validateServiceGeneral({ oauth_client_secret: '' }).value).toEqual({ oauth_client_secret: null });
    expect(validateServiceGeneral({ oauth_client_secret: null }).value).toEqual({
      oauth_client_secret: null,
    });
    expect(validateServiceGeneral({}).value).toEqual({});
    expect(validateServiceGeneral({ oauth_client_secret: 'x'.repeat(1001) }).errors).toEqual([
      { attribute: 'oauth_client_secret', message: 'is too long (maximum is 1000 characters)' },
    ]);
  });
});

describe('parseSearchTerms', () => {
  it('splits on commas and new lines', () => {
    expect(parseSearchTerms('rain, forecast\nstorm alerts\n\n ,')).toEqual([
      'rain',
      'forecast',
      'storm alerts',
    ]);
  });
});

describe('authenticationFields', () => {
  it('gives each type its fields', () => {
    for (const t of ['oauth', 'oauth_pkce', 'oauth_refresh_token', 'oauth_pkce_refresh_token']) {
      expect(authenticationFields(t)).toEqual([
        'oauth_client_id',
        'oauth_client_secret',
        'oauth_authorization_url',
        'oauth_token_url',
        'demo_account_login',
        'demo_account_password',
        'demo_account_notes',
      ]);
    }
    expect(authenticationFields('api_token_auth')).toEqual(['api_token_type', 'api_token_format']);
    expect(authenticationFields('auth_not_required')).toEqual([]);
  });
});

describe('missingForSubmission', () => {
  const complete = {
    slug: 'acme_weather',
    icon: '/services/acme_weather/icon',
    name: 'Acme Weather',
    description: 'Forecasts.',
    category_name: 'Weather',
    home_url: 'https://acme.example',
    support_email: 'support@acme.example',
    invite_url: 'https://acme.example/invite',
    api_url_prefix: 'https://api.acme.example',
    brand_color: '#1E88E5',
    authentication_type: 'auth_not_required',
  };

  it('lists the empty required attributes in the order of the spec', () => {
    expect(missingForSubmission(complete)).toEqual([]);
    expect(
      missingForSubmission({ slug: 'acme_weather', icon: null, name: 'Acme Weather', description: ' ' }),
    ).toEqual([
      'description',
      'category_name',
      'home_url',
      'support_email',
      'invite_url',
      'api_url_prefix',
      'brand_color',
      'icon',
    ]);
  });

  it('adds the OAuth fields for the OAuth types only', () => {
    expect(missingForSubmission({ ...complete, authentication_type: 'oauth_refresh_token' })).toEqual([
      'oauth_client_id',
      'oauth_authorization_url',
      'oauth_token_url',
      'demo_account_login',
    ]);
    expect(
      missingForSubmission({
        ...complete,
        authentication_type: 'oauth',
        oauth_client_id: 'abc',
        oauth_authorization_url: 'https://acme.example/authorize',
        oauth_token_url: 'https://acme.example/token',
        demo_account_login: 'reviewer@acme.example',
      }),
    ).toEqual([]);
    expect(missingForSubmission({ ...complete, authentication_type: 'api_token_auth' })).toEqual([]);
  });
});
