import { navigate } from '@switchyard/client';
import { screen } from '@testing-library/react';
import { bootstrap, mount, unmount } from './app';

describe('org remote lifecycles', () => {
  it('mounts the routes into the element single-spa gives it and unmounts cleanly', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    navigate('/organizations/x/billing', { replace: true });
    const props = { name: 'org', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;

    // single-spa-react resolves mount once React has committed, so it cannot run inside act().
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
    await bootstrap(props);
    await mount(props);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('heading', { name: 'Page not found' }));

    await unmount(props);
    reactAct.IS_REACT_ACT_ENVIRONMENT = true;
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    domElement.remove();
  });
});
