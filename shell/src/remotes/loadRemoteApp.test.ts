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

  it('loads again from another entry once the load failed for good, when switchEntry gives one', async () => {
    const results = [failed(networkError()), failed(networkError()), failed(networkError()), app];
    const loadRemote = jest.fn(async () => results.shift());
    const switchEntry = jest.fn(() => {
      expect(loadRemote).toHaveBeenCalledTimes(3);
      return true;
    });
    await expect(loadRemoteApp(loadRemote, 'org', { sleep, switchEntry })).resolves.toBe(app);
    expect(switchEntry).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(4);
  });

  it('retries the other entry too, and resolves to its stand-in when it fails as well', async () => {
    const last = failed(networkError());
    const results = [...Array.from({ length: 5 }, () => failed(networkError())), last];
    const loadRemote = jest.fn(async () => results.shift());
    const switchEntry = jest.fn(() => true);
    await expect(loadRemoteApp(loadRemote, 'org', { sleep, switchEntry })).resolves.toBe(last);
    expect(loadRemote).toHaveBeenCalledTimes(6);
    expect(switchEntry).toHaveBeenCalledTimes(1);
  });

  it('keeps the stand-in when switchEntry has no other entry, and never asks on success', async () => {
    const notExposed = failed(new Error('The remote does not expose the requested module. #RUNTIME-014'));
    const switchEntry = jest.fn(() => false);
    await expect(loadRemoteApp(async () => notExposed, 'org', { sleep, switchEntry })).resolves.toBe(
      notExposed,
    );
    expect(switchEntry).toHaveBeenCalledTimes(1);
    switchEntry.mockClear();
    await expect(loadRemoteApp(async () => app, 'org', { sleep, switchEntry })).resolves.toBe(app);
    expect(switchEntry).not.toHaveBeenCalled();
  });

  it('switches after a loader without the fallback plugin rejects for good', async () => {
    const loadRemote = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(app);
    await expect(loadRemoteApp(loadRemote, 'org', { sleep, switchEntry: () => true })).resolves.toBe(app);
    await expect(
      loadRemoteApp(async () => Promise.reject(new Error('boom')), 'org', {
        sleep,
        switchEntry: () => false,
      }),
    ).rejects.toThrow('boom');
  });
});
