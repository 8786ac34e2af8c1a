import { isLoadFailure, isNetworkError, loadErrorOf, LOAD_ERROR } from './remoteFailure';

describe('loadErrorOf', () => {
  it('reads the error a fallback module carries', () => {
    const error = new Error('boom');
    const fallback = { mount: async () => {}, [LOAD_ERROR]: error };
    expect(loadErrorOf(fallback)).toBe(error);
    expect(isLoadFailure(fallback)).toBe(true);
  });

  it('is undefined for a real module', () => {
    expect(loadErrorOf({ mount: async () => {} })).toBeUndefined();
    expect(loadErrorOf(null)).toBeUndefined();
    expect(isLoadFailure({ bootstrap: 1 })).toBe(false);
  });
});

describe('isNetworkError', () => {
  it.each([
    new Error(
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n TypeError: Failed to fetch',
    ),
    new Error('Failed to load script resources. #RUNTIME-008'),
    Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' }),
    new TypeError('fetch failed'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new Error('wrapped', { cause: new TypeError('Failed to fetch') }),
  ])('treats %p as a network error', (error) => {
    expect(isNetworkError(error)).toBe(true);
  });

  it.each([
    new Error('The remote does not expose the requested module. #RUNTIME-014'),
    new Error('Failed to locate remote. #RUNTIME-004'),
    new TypeError("Cannot read properties of undefined (reading 'mount')"),
    undefined,
  ])('does not treat %p as a network error', (error) => {
    expect(isNetworkError(error)).toBe(false);
  });
});
