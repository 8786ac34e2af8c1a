import { act } from '@testing-library/react';
import { navigate, useLocation } from '../navigation';
import { createRemoteLifecycles, type RouteLocation } from './createRemoteLifecycles';

function Here() {
  return <p>{useLocation().pathname}</p>;
}

describe('createRemoteLifecycles: the route loader', () => {
  it('loads the route as the remote mounts and once per navigation, before React shows it, and not after unmount', async () => {
    window.history.replaceState(null, '', '/things/1?tab=a');
    const domElement = document.createElement('div');
    const seen: Array<{ path: string; tab: string | null; shown: string }> = [];
    const loadRoute = jest.fn(({ pathname, search }: RouteLocation) => {
      seen.push({ path: pathname, tab: search.get('tab'), shown: domElement.textContent ?? '' });
    });
    const remote = createRemoteLifecycles({ name: 'things', routes: Here, loadRoute });
    const props = { name: 'things', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;
    await remote.bootstrap(props);
    // Not inside act(): single-spa-react's mount resolves only once React has committed.
    const mounting = remote.mount(props);
    await act(async () => undefined);
    await mounting;
    expect(domElement.textContent).toBe('/things/1');

    act(() => navigate('/things/2'));
    expect(domElement.textContent).toBe('/things/2');
    // single-spa's popstate and navigate()'s both come for one pushState: still one load.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));

    const unmounting = remote.unmount(props);
    await act(async () => undefined);
    await unmounting;
    act(() => navigate('/things/3'));
    expect(seen).toEqual([
      { path: '/things/1', tab: 'a', shown: '' },
      { path: '/things/2', tab: null, shown: '/things/1' },
    ]);
  });
});

it("mounts once the page's code that the loader returned has loaded", async () => {
  window.history.replaceState(null, '', '/things/1');
  const domElement = document.createElement('div');
  let codeLoaded = () => {};
  const code = new Promise<void>((resolve) => (codeLoaded = resolve));
  const remote = createRemoteLifecycles({ name: 'later', routes: Here, loadRoute: () => code });
  const props = { name: 'later', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;
  await remote.bootstrap(props);
  const mounting = remote.mount(props);
  await act(async () => undefined);
  expect(domElement.textContent).toBe('');
  codeLoaded();
  await act(async () => undefined);
  await mounting;
  expect(domElement.textContent).toBe('/things/1');
});
