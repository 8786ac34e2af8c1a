import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, type RemoteEntry } from '@switchyard/client';
import { start, unloadApplication, type LifeCycles } from 'single-spa';
import { appElement, claims, HOME_APP, REGISTRY_APP, registerApps } from './registerApps';
import { fallbackLifecycles, REMOTE_FAILURE_TEXT, type AppElementProps } from './RemoteFallback';
import { LOAD_ERROR } from './remoteFailure';

/** A remote application that renders a paragraph into its element with plain DOM. */
function textApp(text: string, overrides: Partial<LifeCycles<AppElementProps>> = {}) {
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }: AppElementProps) => {
      const p = document.createElement('p');
      p.textContent = text;
      domElement.appendChild(p);
    },
    unmount: async ({ domElement }: AppElementProps) => domElement.replaceChildren(),
    ...overrides,
  };
}

const remotes: RemoteEntry[] = [
  { name: 'org', entry: '/remotes/org/mf-manifest.json', routes: ['/organizations'] },
  { name: 'flaky', entry: '/remotes/flaky/mf-manifest.json', routes: ['/flaky'] },
  { name: 'crashy', entry: '/remotes/crashy/mf-manifest.json', routes: ['/crashy'] },
];

describe('claims', () => {
  it('matches whole path segments of the route prefixes', () => {
    expect(claims(remotes[0], '/organizations')).toBe(true);
    expect(claims(remotes[0], '/organizations/10000000-0000-4000-8000-000000000001/team')).toBe(true);
    expect(claims(remotes[0], '/organizationsx')).toBe(false);
    expect(claims(remotes[0], '/')).toBe(false);
  });
});

describe('registerApps with single-spa', () => {
  const main = document.createElement('div');
  main.id = 'sy-main';
  document.body.appendChild(main);
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => errorSpy.mockRestore());

  let flakyLoads = 0;
  let crashyMounts = 0;
  const loadModule = jest.fn(async (remote: RemoteEntry) => {
    if (remote.name === 'org') return textApp('Organization page');
    if (remote.name === 'flaky') {
      flakyLoads += 1;
      return flakyLoads === 1
        ? { ...textApp('never shown'), [LOAD_ERROR]: new Error('RUNTIME-008') }
        : textApp('Flaky page');
    }
    return textApp('Crashy page', {
      mount: async ({ domElement }: AppElementProps) => {
        crashyMounts += 1;
        domElement.append('half-rendered');
        if (crashyMounts === 1) throw new Error('mount exploded');
        domElement.replaceChildren('Crashy page');
      },
    });
  });

  const loadRegistry = jest.fn(async () => textApp('Registry page'));

  beforeAll(() => {
    registerApps({
      remotes,
      main,
      loadModule,
      fallback: fallbackLifecycles((name) => void unloadApplication(name)),
      loadHome: async () => textApp('Home page'),
      loadRegistry,
    });
    start({ urlRerouteOnly: true });
  });

  it('shows the home application at / and loads no remote', async () => {
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByText('Home page').parentElement).toBe(appElement(main, HOME_APP));
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('loads and mounts a remote only when its route becomes active, inside its own element', async () => {
    navigate('/organizations/1');
    expect(await screen.findByText('Organization page')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(loadModule.mock.calls[0][0].name).toBe('org');
    expect(main.querySelector('#sy-app-org')).toHaveTextContent('Organization page');
    await waitFor(() => expect(screen.queryByText('Home page')).not.toBeInTheDocument());
  });

  it('shows the contained fallback for a remote that failed to load; Retry loads it again', async () => {
    navigate('/flaky');
    expect(await screen.findByText(REMOTE_FAILURE_TEXT)).toBeInTheDocument();
    expect(main.querySelector('#sy-app-flaky')).toHaveTextContent(REMOTE_FAILURE_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Flaky page')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_FAILURE_TEXT)).not.toBeInTheDocument();
    expect(flakyLoads).toBe(2);
  });

  it('contains a remote whose mount throws; other routes keep working; Retry mounts it again', async () => {
    navigate('/crashy');
    expect(await screen.findByText(REMOTE_FAILURE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('half-rendered')).not.toBeInTheDocument();

    navigate('/organizations');
    expect(await screen.findByText('Organization page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(REMOTE_FAILURE_TEXT)).not.toBeInTheDocument());

    navigate('/crashy');
    expect(await screen.findByText(REMOTE_FAILURE_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Crashy page')).toBeInTheDocument();
    expect(crashyMounts).toBe(2);
  });

  it('goes back home for a path no remote claims', async () => {
    navigate('/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Crashy page')).not.toBeInTheDocument());
  });

  it('shows the registry page at /admin/remotes, loaded only then, and not the home', async () => {
    expect(loadRegistry).not.toHaveBeenCalled();
    navigate('/admin/remotes');
    expect(await screen.findByText('Registry page')).toBeInTheDocument();
    expect(main.querySelector(`#sy-app-${REGISTRY_APP}`)).toHaveTextContent('Registry page');
    await waitFor(() => expect(screen.queryByText('Home page')).not.toBeInTheDocument());
    expect(loadRegistry).toHaveBeenCalledTimes(1);

    navigate('/admin/remotesx');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registry page')).not.toBeInTheDocument());
  });
});
