import { loadRemoteApp } from './loadRemoteApp';
import { LOAD_ERROR } from './remoteFailure';

const app = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
const failed = (error: unknown) => ({ ...app, [LOAD_ERROR]: error });
const networkError = () => new Error('Failed to load script resources. #RUNTIME-008');
const sleep = jest.fn(async (_ms: number) => {});

describe('loadRemoteApp', () => {
  beforeEach(() => sleep.mockClear());

  it('loads the ./app module of the remote', async () => {
    const loadRemote = jest.fn(async (_id: string) => app);
    await expect(loadRemoteApp(loadRemote, 'org', { sleep })).resolves.toBe(app);
    expect(loadRemote).toHaveBeenCalledWith('org/app');
  });

  it('retries network failures twice with back-off before succeeding', async () => {
    const results = [failed(networkError()), failed(networkError()), app];
    const loadRemote = jest.fn(async () => results.shift());
    await expect(loadRemoteApp(loadRemote, 'org', { sleep })).resolves.toBe(app);
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1500]);
  });

  it('resolves to the fallback module once the retries are used up', async () => {
    const last = failed(networkError());
    const results = [failed(networkError()), failed(networkError()), last];
    const loadRemote = jest.fn(async () => results.shift());
    await expect(loadRemoteApp(loadRemote, 'org', { sleep })).resolves.toBe(last);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failure that is not a network error', async () => {
    const notExposed = failed(new Error('The remote does not expose the requested module. #RUNTIME-014'));
    const loadRemote = jest.fn(async () => notExposed);
    await expect(loadRemoteApp(loadRemote, 'org', { sleep })).resolves.toBe(notExposed);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('retries a network error thrown by a loader without the fallback plugin', async () => {
    const loadRemote = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(app);
    await expect(loadRemoteApp(loadRemote, 'org', { sleep })).resolves.toBe(app);
  });
});
