import { endpointTestHeaders, protocolBaseUrl } from './protocolRequest';

it('adds /{product}/v1 to the API URL prefix once', () => {
  expect(protocolBaseUrl('https://api.example.com/', 'switchyard')).toBe(
    'https://api.example.com/switchyard/v1',
  );
  expect(protocolBaseUrl('https://api.example.com/switchyard/v1', 'switchyard')).toBe(
    'https://api.example.com/switchyard/v1',
  );
});

it('sends the protocol headers, the key under both names, the test-mode flag and the credentials', () => {
  const h = endpointTestHeaders({
    product: 'switchyard',
    serviceKey: 'k',
    credentials: { kind: 'user', accessToken: 't' },
    hasBody: true,
  });
  expect(h).toMatchObject({
    Accept: 'application/json',
    'Accept-Charset': 'utf-8',
    'Content-Type': 'application/json',
    'Switchyard-Service-Key': 'k',
    'Switchyard-Channel-Key': 'k',
    'Switchyard-Test-Mode': '1',
    Authorization: 'Bearer t',
  });
  expect(h['X-Request-ID']).toMatch(/^[0-9a-f-]{36}$/);
  const service = endpointTestHeaders({
    product: 'ifttt',
    serviceKey: 'k',
    credentials: { kind: 'service' },
    hasBody: false,
  });
  expect(service).not.toHaveProperty('Authorization');
  expect(service).not.toHaveProperty('Content-Type');
  expect(service['IFTTT-Service-Key']).toBe('k');
  const bad = endpointTestHeaders({
    product: 'switchyard',
    serviceKey: 'k',
    credentials: { kind: 'bad_token' },
    hasBody: false,
  });
  expect(bad.Authorization).toMatch(/^Bearer invalid-/);
});
