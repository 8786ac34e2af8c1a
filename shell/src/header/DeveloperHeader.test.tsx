import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@switchyard/client';
import { forgetBrowserTimezoneAttempt } from './browserTimezone';
import { CURRENT_ORG_KEY } from './currentOrg';
import { DeveloperHeader } from './DeveloperHeader';
import {
  ACME_ID,
  headerData,
  headerErrorMock,
  headerMock,
  LABS_ID,
  LITE_ID,
  mockHeaderFetch,
  type HeaderResponse,
} from './headerFixtures';

function renderHeader(responses: HeaderResponse[] = [headerMock()]) {
  mockHeaderFetch(responses);
  return render(
    <>
      <p>Page body</p>
      <DeveloperHeader viewerLogin="olivia" />
    </>,
  );
}

const orgButton = (name: string | RegExp) => screen.findByRole('button', { name });
const go = (path: string) => act(() => window.history.pushState(null, '', path));

beforeEach(() => {
  setSession({ viewer: null, csrfToken: 'csrf-token-123' });
  window.localStorage.clear();
  go('/');
});

const unavailable = [
  {
    message: 'The service_config subgraph is unavailable. Try again in a moment.',
    extensions: { code: 'SUBGRAPH_UNAVAILABLE' },
  },
];

describe('DeveloperHeader', () => {
  it('shows the organizations when their services could not be loaded, and says so in the service menu', async () => {
    const orgs = headerData.me!.organizations!.map((o) => ({ ...o, services: null }));
    renderHeader([{ data: { me: { ...headerData.me!, organizations: orgs } }, errors: unavailable }]);
    expect(await orgButton('Acme Automation')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    const menu = screen.getByRole('menu', { name: 'Acme Automation services' });
    expect(within(menu).getByText('Services could not be loaded right now')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '+ Add Service' })).toBeInTheDocument();
  });

  it('says the organizations could not be loaded when they did not come, with the rest of the header', async () => {
    renderHeader([{ data: { me: { ...headerData.me!, organizations: null } }, errors: unavailable }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your organizations could not be loaded');
    expect(screen.getByRole('link', { name: 'My Applets' })).toBeInTheDocument();
  });

  it('shows a loading skeleton, then the first organization with its tier label', async () => {
    renderHeader();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your organizations');
    expect(await orgButton('Acme Automation')).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByText('Developer organization')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("labels a free organization 'Your organization' (the last one chosen)", async () => {
    window.localStorage.setItem(CURRENT_ORG_KEY, LABS_ID);
    renderHeader();
    expect(await orgButton('Olivia Labs')).toBeInTheDocument();
    expect(screen.getByText('Your organization')).toBeInTheDocument();
  });

  it('takes the current organization from the URL first', async () => {
    window.localStorage.setItem(CURRENT_ORG_KEY, LABS_ID);
    go(`/organizations/${LITE_ID}/invoices`);
    renderHeader();
    expect(await orgButton('Lite Industries')).toBeInTheDocument();
    expect(screen.getByText('Lite organization')).toBeInTheDocument();
  });

  it('opens and closes the organization menu on its button, on a click outside and on Escape', async () => {
    renderHeader();
    const button = await orgButton('Acme Automation');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Organizations' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByText('Page body'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps only one of its menus open at a time', async () => {
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menu', { name: 'Acme Automation services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acme Automation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists every organization with a switch link and a Settings link to its admin page', async () => {
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    const menu = screen.getByRole('menu', { name: 'Organizations' });
    for (const [name, id] of [
      ['Acme Automation', ACME_ID],
      ['Olivia Labs', LABS_ID],
      ['Lite Industries', LITE_ID],
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', '/');
      expect(within(menu).getByRole('menuitem', { name: `Settings for ${name}` })).toHaveAttribute(
        'href',
        `/organizations/${id}`,
      );
    }
    expect(within(menu).getByRole('menuitem', { name: 'Acme Automation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(menu).getAllByRole('menuitem', { name: /Settings/ })[0]).toHaveTextContent(/^Settings$/);
  });

  it('switches organization: remembers the choice and shows its services', async () => {
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Lite Industries' }));
    expect(window.localStorage.getItem(CURRENT_ORG_KEY)).toBe(LITE_ID);
    expect(screen.getByRole('button', { name: 'Lite Industries' })).toBeInTheDocument();
    expect(screen.getByText('Lite organization')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('menuitem', { name: /Lite Sensor/ })).toHaveAttribute(
      'href',
      '/services/lite_sensor',
    );
  });

  it('switching on an organization page goes to the same page of the chosen organization', async () => {
    go(`/organizations/${ACME_ID}/team`);
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    const link = screen.getByRole('menuitem', { name: 'Olivia Labs' });
    expect(link).toHaveAttribute('href', `/organizations/${LABS_ID}/team`);
    await userEvent.click(link);
    expect(window.location.pathname).toBe(`/organizations/${LABS_ID}/team`);
    expect(await orgButton('Olivia Labs')).toBeInTheDocument();
  });

  it("'+ New Org' opens a form whose Save is enabled only for a non-blank name", async () => {
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    await userEvent.click(screen.getByRole('menuitem', { name: '+ New Org' }));
    const dialog = screen.getByRole('dialog', { name: 'New Organization' });
    const name = within(dialog).getByRole('textbox', { name: 'Organization name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(name).toHaveFocus();
    expect(save).toBeDisabled();
    await userEvent.type(name, '   ');
    expect(save).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rocket Co');
    expect(save).toBeEnabled();
    await userEvent.clear(name);
    expect(save).toBeDisabled();
  });

  it('the new-organization form is a normal post of name and authenticity_token to /organizations', async () => {
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    await userEvent.click(screen.getByRole('menuitem', { name: '+ New Org' }));
    const dialog = screen.getByRole('dialog', { name: 'New Organization' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Organization name' }), 'Rocket Co');
    const form = dialog.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/organizations');
    expect(form).toHaveFormValues({ name: 'Rocket Co', authenticity_token: 'csrf-token-123' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('closes the new-organization form on Cancel and starts it blank next time', async () => {
    renderHeader();
    await userEvent.click(await orgButton('Acme Automation'));
    await userEvent.click(screen.getByRole('menuitem', { name: '+ New Org' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Organization name' }), 'Draft name');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acme Automation' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Acme Automation' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '+ New Org' }));
    expect(screen.getByRole('textbox', { name: 'Organization name' })).toHaveValue('');
  });

  it("lists the current organization's services with their hints and '+ Add Service'", async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Services' }));
    const menu = screen.getByRole('menu', { name: 'Acme Automation services' });
    const lights = within(menu).getByRole('menuitem', { name: /Acme Lights/ });
    expect(lights).toHaveAttribute('href', '/services/acme_lights');
    expect(lights).toHaveTextContent('Published');
    expect(lights.querySelector('img')).toHaveAttribute('src', '/services/acme_lights/icon');
    const weather = within(menu).getByRole('menuitem', { name: /Acme Weather/ });
    expect(weather).toHaveAttribute('href', '/services/acme_weather');
    // The review status where review knows it, else published or draft.
    expect(weather).toHaveTextContent('In review');
    expect(weather.querySelector('.sy-header__swatch')).toHaveStyle({ background: 'hsl(200, 60%, 45%)' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[items.length - 1]).toHaveTextContent('+ Add Service');
    expect(items[items.length - 1]).toHaveAttribute('href', `/services/new?org_id=${ACME_ID}`);
  });

  it('names the service button after the service being viewed', async () => {
    go('/services/acme_weather/triggers');
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Acme Weather' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acme Automation' })).toBeInTheDocument();
  });

  it('shows an empty state for an organization without services', async () => {
    window.localStorage.setItem(CURRENT_ORG_KEY, LABS_ID);
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Services' }));
    const menu = screen.getByRole('menu', { name: 'Olivia Labs services' });
    expect(within(menu).getByText('This organization has no services yet')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    expect(within(menu).getByRole('menuitem', { name: '+ Add Service' })).toHaveAttribute(
      'href',
      `/services/new?org_id=${LABS_ID}`,
    );
  });

  it('navigates client-side from menu links', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Services' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '+ Add Service' }));
    expect(window.location.pathname + window.location.search).toBe(`/services/new?org_id=${ACME_ID}`);
  });

  it('shows the login and a Sign out form posting the token to /logout', async () => {
    renderHeader();
    await orgButton('Acme Automation');
    expect(screen.getByText('olivia')).toBeInTheDocument();
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const form = signOut.closest('form')!;
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(form).toHaveFormValues({ authenticity_token: 'csrf-token-123' });
    expect(screen.getByRole('link', { name: 'My Applets' })).toHaveAttribute('href', '/my_applets');
  });

  it('shows an error state when the query fails, and Retry loads it', async () => {
    renderHeader([headerErrorMock(), headerMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your organizations could not be loaded');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await orgButton('Acme Automation')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers only + New Org to a user without organizations', async () => {
    renderHeader([
      headerMock({
        me: { id: 'u6', login: 'nia', name: 'Nia Newcomer', timezone: 'UTC', organizations: [] },
      }),
    ]);
    await userEvent.click(await orgButton('Organizations'));
    expect(screen.getByText('You do not belong to an organization yet')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('links every user to their applets, services, connections, outbox and the plans, marking the current page', async () => {
    go('/my_services');
    renderHeader();
    await orgButton('Acme Automation');
    const nav = screen.getByRole('navigation', { name: 'Your pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Applets', '/my_applets'],
      ['My Services', '/my_services'],
      ['Connections', '/connections'],
      ['Outbox', '/outbox'],
      ['Plans', '/plans'],
    ]);
    expect(within(nav).getByRole('link', { name: 'My Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Applets' })).not.toHaveAttribute('aria-current');
  });

  it('links the review team and staff to the review queue', async () => {
    mockHeaderFetch([headerMock()]);
    render(<DeveloperHeader viewerLogin="rey" reviewer />);
    await orgButton('Acme Automation');
    const nav = screen.getByRole('navigation', { name: 'Your pages' });
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/reviews');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['My Applets', 'My Services', 'Connections', 'Reviews', 'Outbox', 'Plans']);
  });

  it('links staff to the remote registry', async () => {
    mockHeaderFetch([headerMock()]);
    render(<DeveloperHeader viewerLogin="stella" reviewer staff />);
    await orgButton('Acme Automation');
    const nav = screen.getByRole('navigation', { name: 'Your pages' });
    expect(within(nav).getByRole('link', { name: 'Remotes' })).toHaveAttribute('href', '/admin/remotes');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['My Applets', 'My Services', 'Connections', 'Reviews', 'Outbox', 'Plans', 'Remotes']);
  });

  describe('the account and the time zone', () => {
    /** The mutations the header sent (the header query aside), as { query, variables }. */
    const mutationsSent = (fetchMock: jest.Mock) =>
      fetchMock.mock.calls
        .map((call) => JSON.parse(String((call as unknown[] as [string, RequestInit])[1].body)))
        .filter((b: { query: string }) => b.query.includes('mutation'));
    const withZone = (timezone: string | null) => headerMock({ me: { ...headerData.me!, timezone } });

    beforeEach(() => forgetBrowserTimezoneAttempt());

    it('links to the account page (address and time zone) from the user area', async () => {
      renderHeader();
      const link = await screen.findByRole('link', { name: 'Account' });
      expect(link).toHaveAttribute('href', '/account');
      expect(
        within(screen.getByRole('navigation', { name: 'Your pages' })).queryByText('Account'),
      ).toBeNull();
    });

    it("saves the browser's zone, once and quietly, for a user who chose none", async () => {
      const fetchMock = mockHeaderFetch([withZone(null)]);
      const { unmount } = render(<DeveloperHeader viewerLogin="olivia" />);
      await screen.findByRole('button', { name: 'Acme Automation' });
      await act(async () => {});
      const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(mutationsSent(fetchMock)).toEqual([
        { query: expect.stringContaining('updateMyTimezone'), variables: { timezone: browserZone } },
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
      // Mounted again in the same page load: not sent again.
      unmount();
      render(<DeveloperHeader viewerLogin="olivia" />);
      await screen.findByRole('button', { name: 'Acme Automation' });
      await act(async () => {});
      expect(mutationsSent(fetchMock)).toHaveLength(1);
    });

    it('leaves a chosen zone alone', async () => {
      const fetchMock = mockHeaderFetch([withZone('Asia/Tokyo')]);
      render(<DeveloperHeader viewerLogin="olivia" />);
      await screen.findByRole('button', { name: 'Acme Automation' });
      await act(async () => {});
      expect(mutationsSent(fetchMock)).toEqual([]);
    });
  });
});
