import { parseSettings, setting, settingFamily, SettingError } from './define';
import { baseUrlValue, flag, hostPorts, oneOf, requiredText, seconds, text, url, wholeNumber } from './kinds';
import {
  checkDomainSettings,
  hostSettingsSpec,
  loadSettings,
  platformSettingsSpec,
  withSettings,
} from './platform';

const doc = { default: '', meaning: '' };
const one = <T>(schema: Parameters<typeof setting<T>>[1], secret = false) => ({
  value: setting('THING', schema, { ...doc, secret }),
});
const parse = <T>(schema: Parameters<typeof setting<T>>[1], raw: string | undefined, secret = false) =>
  parseSettings(one(schema, secret), { THING: raw }).value;
const problem = (schema: Parameters<typeof setting>[1], raw: string | undefined, secret = false) => {
  try {
    parse(schema, raw, secret);
  } catch (err) {
    expect(err).toBeInstanceOf(SettingError);
    return (err as Error).message;
  }
  throw new Error('parsed');
};

describe('the kinds of setting', () => {
  it('takes an unset or empty variable for its default', () => {
    expect(parse(wholeNumber({ min: 1, max: 9 }, 4), undefined)).toBe(4);
    expect(parse(wholeNumber({ min: 1, max: 9 }, 4), '  ')).toBe(4);
    expect(parse(text(), '')).toBeUndefined();
    expect(parse(flag(true), undefined)).toBe(true);
  });

  it('reads whole numbers, seconds, flags, words, URLs and host:port lists', () => {
    expect(parse(wholeNumber({ min: 0, max: 65535 }), ' 8080 ')).toBe(8080);
    expect(parse(seconds(1), '2.5')).toBe(2.5);
    expect(parse(flag(), 'true')).toBe(true);
    expect(parse(flag(), '0')).toBe(false);
    expect(parse(oneOf(['info', 'debug']), 'debug')).toBe('debug');
    expect(parse(url(['http', 'https'], { base: true }), 'https://example.com/app///')).toBe(
      'https://example.com/app',
    );
    expect(parse(hostPorts(), '127.1:8092, [::1]:80,localhost:3000')).toBe(
      '127.1:8092, [::1]:80,localhost:3000',
    );
  });

  it.each([
    [
      wholeNumber({ min: 1, max: 65535 }),
      'abc',
      'THING must be a whole number from 1 to 65535; it is "abc".',
    ],
    [
      wholeNumber({ min: 1, max: 65535 }),
      '1.5',
      'THING must be a whole number from 1 to 65535; it is "1.5".',
    ],
    [
      wholeNumber({ min: 1, max: 65535 }),
      '70000',
      'THING must be a whole number from 1 to 65535; it is "70000".',
    ],
    [seconds(1), '0', 'THING must be a number of seconds, at least 1; it is "0".'],
    [flag(), 'maybe', 'THING must be 1 (on) or 0 (off); it is "maybe".'],
    [oneOf(['info', 'debug']), 'loud', 'THING must be one of info, debug; it is "loud".'],
    [url(['http', 'https']), 'example.com', 'THING must be a http:// or https:// URL; it is "example.com".'],
    [url(['postgres']), 'mysql://db/x', 'THING must be a postgres:// URL; it is "mysql://db/x".'],
    [
      hostPorts(),
      '127.0.0.1:8092,localhost',
      'THING must be comma-separated host:port pairs ("localhost" is not one); it is "127.0.0.1:8092,localhost".',
    ],
    [requiredText('here'), undefined, 'THING must be set here; it is not set.'],
  ])('names the variable, what it takes and what it got (%#)', (schema, raw, message) => {
    expect(problem(schema as Parameters<typeof setting>[1], raw)).toBe(message);
  });

  it("never repeats a secret's value", () => {
    expect(problem(url(['smtp']), 'http://user:hunter2@mail', true)).toBe(
      'THING must be a smtp:// URL; the value given is not shown (a secret).',
    );
  });
});

describe('parseSettings', () => {
  it('gives a frozen, typed object', () => {
    const s = parseSettings({ port: setting('PORT', wholeNumber({ min: 0, max: 65535 }, 8080), doc) }, {});
    expect(s).toEqual({ port: 8080 });
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('reads a family of variables by name', () => {
    const spec = { urls: settingFamily('SUBGRAPH_', '_URL', baseUrlValue, doc) };
    expect(
      parseSettings(spec, {
        SUBGRAPH_ORG_URL: 'http://org:4001/',
        SUBGRAPH_SERVICE_CONFIG_URL: 'http://sc',
        OTHER: 'x',
      }).urls,
    ).toEqual({ org: 'http://org:4001', service_config: 'http://sc' });
    expect(() => parseSettings(spec, { SUBGRAPH_ORG_URL: 'org:4001' })).toThrow(
      'SUBGRAPH_ORG_URL must be an http:// or https:// URL; it is "org:4001".',
    );
  });

  it('names every bad variable at once, one a line', () => {
    const spec = {
      port: setting('PORT', wholeNumber({ min: 0, max: 65535 }), doc),
      seed: setting('SEED_DEMO', flag(), doc),
      level: setting('LOG_LEVEL', oneOf(['info']), doc),
    };
    expect(() => parseSettings(spec, { PORT: 'abc', SEED_DEMO: 'yes please', LOG_LEVEL: 'info' })).toThrow(
      new SettingError([
        'PORT must be a whole number from 0 to 65535; it is "abc".',
        'SEED_DEMO must be 1 (on) or 0 (off); it is "yes please".',
      ]),
    );
  });
});

describe('the platform settings', () => {
  it('has defaults for a quick start with no variables', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      publicUrl: 'http://localhost:8080',
      productSlug: 'switchyard',
      dataDir: '.data',
      production: false,
      subgraphUrls: {},
      mailFrom: 'Switchyard <no-reply@switchyard.invalid>',
    });
    expect(s.safeFetchAllow).toBeUndefined();
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('takes a snapshot: changing the environment later changes nothing', () => {
    const env: Record<string, string> = { SAFE_FETCH_ALLOW: '127.0.0.1:1' };
    const s = loadSettings(env);
    env.SAFE_FETCH_ALLOW = '127.0.0.1:2';
    expect(s.safeFetchAllow).toBe('127.0.0.1:1');
    const own = { n: setting('N', wholeNumber({ min: 1, max: 9 }, 1), doc) };
    env.N = '5';
    expect(s.of(own).n).toBe(1);
  });

  it("applies the host's defaults only where nothing is set, and its overrides always", () => {
    const s = loadSettings(
      { PUBLIC_URL: 'https://portal.example.com/' },
      {
        defaults: { publicUrl: 'http://localhost:9', internalUrl: 'http://127.0.0.1:9' },
        overrides: { dataDir: '/d' },
      },
    );
    expect(s).toMatchObject({
      publicUrl: 'https://portal.example.com',
      internalUrl: 'http://127.0.0.1:9',
      dataDir: '/d',
    });
    expect(withSettings(s, { internalUrl: 'http://127.0.0.1:1' }).internalUrl).toBe('http://127.0.0.1:1');
  });

  it("checks the domains' own settings with the platform's, all in one error", () => {
    const own = { n: setting('ENGINE_THING', wholeNumber({ min: 1, max: 9 }, 1), doc) };
    expect(() => loadSettings({ PUBLIC_URL: 'portal', ENGINE_THING: '10' }, { domainSpecs: [own] })).toThrow(
      new SettingError([
        'PUBLIC_URL must be a http:// or https:// URL; it is "portal".',
        'ENGINE_THING must be a whole number from 1 to 9; it is "10".',
      ]),
    );
    const s = loadSettings({ ENGINE_THING: '0' }, {});
    expect(() => checkDomainSettings(s, [own])).toThrow('ENGINE_THING must be a whole number from 1 to 9');
    expect(loadSettings({ ENGINE_THING: '3' }, { domainSpecs: [own] }).of(own).n).toBe(3);
  });

  it.each([
    ['PRODUCT_SLUG', 'my app', 'must be a slug'],
    ['SAFE_FETCH_ALLOW', '127.0.0.1', 'must be comma-separated host:port pairs'],
    ['SMTP_URL', 'mail.example.com', 'must be a smtp:// or smtps:// URL; the value given is not shown'],
    ['INTERNAL_URL', 'gateway:8080', 'must be a http:// or https:// URL'],
  ])('refuses %s=%p', (variable, value, message) => {
    expect(() => loadSettings({ [variable]: value })).toThrow(`${variable} ${message}`);
  });
});

describe("a host's settings", () => {
  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 0 to 65535; it is "abc".'],
    [
      'DATABASE_URL',
      'db.example.com',
      'DATABASE_URL must be a postgres:// or postgresql:// URL; the value given is not shown (a secret).',
    ],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000; it is "0".'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is "verbose".',
    ],
  ])('refuses %s=%p', (variable, value, message) => {
    expect(() => parseSettings(hostSettingsSpec, { [variable]: value })).toThrow(new SettingError(message));
  });

  it('declares each variable once, with a meaning for the README', () => {
    const all = [...Object.values(platformSettingsSpec), ...Object.values(hostSettingsSpec)];
    expect(new Set(all.map((s) => s.variable)).size).toBe(all.length);
    for (const s of all) expect(s.meaning.length).toBeGreaterThan(10);
  });
});
