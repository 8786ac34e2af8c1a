import { setSession } from '@switchyard/client';

export const CSRF = 'csrf-123';

/** A fetch answer as restJson reads it. */
export function answer(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}

/** Replaces fetch with a mock answering the given answers in turn (signed in, with a CSRF token). */
export function mockFetch(...answers: (ReturnType<typeof answer> | Promise<ReturnType<typeof answer>>)[]) {
  setSession({ viewer: null, csrfToken: CSRF });
  const fetchMock = jest.fn();
  for (const a of answers) fetchMock.mockImplementationOnce(() => Promise.resolve(a));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The n-th request fetch was given: address, method, headers and the parsed JSON body. */
export function sent(fetchMock: jest.Mock, n = 0) {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return {
    url,
    method: init.method,
    headers: new Headers(init.headers),
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  };
}

/** An answer that arrives only when `release` is called (to see 'Saving…'). */
export function deferred(a: ReturnType<typeof answer>) {
  let release!: () => void;
  const promise = new Promise<ReturnType<typeof answer>>((resolve) => {
    release = () => resolve(a);
  });
  return { promise, release };
}
