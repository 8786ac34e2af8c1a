import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PIN_FAILED, PIN_LIMIT_REACHED, UNPIN_FAILED } from '@switchyard/connections-common/pins';
import { renderWithApollo } from '../testing/renderWithApollo';
import { answer, daybook, DRAFT_ID, listed, mock, mockFetch, notes, PUBLISHED_ID } from '../testing/fixtures';
import { ARCHIVE_FAILED, UNARCHIVE_FAILED } from './listRequests';
import {
  CONNECTIONS_LOAD_FAILED,
  ConnectionsListPage,
  LIST_LOAD_FAILED,
  NEW_CONNECTION,
  NO_CONNECTIONS,
  publishedAppletsTitle,
} from './ConnectionsListPage';
import { ARCHIVE_CONFIRM } from './ArchiveButton';
import {
  ConnectionServicesDocument,
  ListFeedbackCountsDocument,
  ServiceAppletsDocument,
  ServiceConnectionsDocument,
} from './operations';

const services = (list: object[] | Error) =>
  mock(ConnectionServicesDocument, {}, list instanceof Error ? list : { myConnectionServices: list });
const connectionsOf = (module_name: string, list: object[] | Error) =>
  mock(
    ServiceConnectionsDocument,
    { module_name },
    list instanceof Error ? list : { serviceConnections: list },
  );

const draft = listed({ id: DRAFT_ID, name: 'Daybook tides', published: false });

/** The composer's serviceApplets: the published applets and connections, pinned first. */
const appletsOf = (module_name: string, list: object[] | Error) =>
  mock(ServiceAppletsDocument, { module_name }, list instanceof Error ? list : { serviceApplets: list });
const listing = (id: string, name: string, kind: 'applet' | 'connection', pinned = false) => ({
  __typename: 'ServiceAppletListing',
  id,
  kind,
  name,
  description: `${name}.`,
  pinned,
  url: kind === 'applet' ? `/applets/${id}` : `/connections/${id}/enable`,
});
const countsOf = (kind: string, ids: string[], entries: [string, number, number][] = []) =>
  mock(
    ListFeedbackCountsDocument,
    { kind, applet_ids: ids },
    {
      feedbackCountsOf: entries.map(([applet_id, like, dislike]) => ({
        __typename: 'AppletFeedbackCountsEntry',
        applet_id,
        counts: { __typename: 'FeedbackCounts', like, dislike },
      })),
    },
  );

describe('ConnectionsListPage', () => {
  it("lists each of the viewer's services with its connections, status and actions", async () => {
    renderWithApollo(<ConnectionsListPage service={null} />, [
      services([daybook, notes]),
      connectionsOf('daybook', [listed(), draft]),
      connectionsOf('acme_notes', []),
      appletsOf('daybook', []),
      appletsOf('acme_notes', []),
      countsOf('connection', [PUBLISHED_ID]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Connections of Daybook' });
    const [published, drafted] = within(list).getAllByRole('listitem');
    expect(within(published).getByRole('link', { name: 'Daybook weather journal' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}`,
    );
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByText('with Acme Weather')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/edit`,
    );
    expect(within(published).queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(drafted).getByText('Draft')).toBeInTheDocument();
    expect(within(drafted).getByRole('link', { name: 'Publish' })).toHaveAttribute(
      'href',
      `/connections/${DRAFT_ID}/publish`,
    );
    expect(within(drafted).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/connections/${DRAFT_ID}`,
    );
    const daybookSection = screen.getByRole('region', { name: 'Daybook' });
    expect(
      within(daybookSection).getByRole('link', { name: `${NEW_CONNECTION} from Daybook` }),
    ).toHaveAttribute('href', '/connections/new/daybook');

    const notesSection = screen.getByRole('region', { name: 'Acme Notes' });
    expect(await within(notesSection).findByText(NO_CONNECTIONS)).toBeInTheDocument();
    const links = within(notesSection).getAllByRole('link', { name: `${NEW_CONNECTION} from Acme Notes` });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/connections/new/acme_notes');
  });

  it('offers no Edit or Publish to a viewer who may only read (staff)', async () => {
    renderWithApollo(<ConnectionsListPage service={null} />, [
      services([daybook]),
      connectionsOf('daybook', [listed({ can_edit: false }), { ...draft, can_edit: false }]),
      appletsOf('daybook', []),
      countsOf('connection', [PUBLISHED_ID]),
    ]);
    const list = await screen.findByRole('list', { name: 'Connections of Daybook' });
    expect(within(list).getAllByRole('link', { name: 'Preview' })).toHaveLength(2);
    expect(within(list).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Archive/ })).not.toBeInTheDocument();
  });

  it('narrows to one service with ?service=, and says when that service is not the viewer’s', async () => {
    const { unmount } = renderWithApollo(<ConnectionsListPage service="acme_notes" />, [
      services([daybook, notes]),
      connectionsOf('acme_notes', []),
      appletsOf('acme_notes', []),
    ]);
    expect(await screen.findByRole('region', { name: 'Acme Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daybook' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your services' })).toHaveAttribute('href', '/connections');
    unmount();

    renderWithApollo(<ConnectionsListPage service="acme_weather" />, [services([daybook])]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });

  it('tells a viewer without services where connections start', async () => {
    renderWithApollo(<ConnectionsListPage service={null} />, [services([])]);
    expect(await screen.findByText('You have no services yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a service' })).toHaveAttribute('href', '/services/new');
  });

  it('shows a failed load with Retry, for the services and for one service’s connections', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ConnectionsListPage service={null} />, [
      services(new Error('offline')),
      services([daybook]),
      connectionsOf('daybook', new Error('offline')),
      connectionsOf('daybook', [listed()]),
      appletsOf('daybook', []),
      countsOf('connection', [PUBLISHED_ID]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTIONS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Daybook weather journal' })).toBeInTheDocument();
  });
});

const APPLET_A = 'a0000000-0000-4000-8000-00000000000a';
const APPLET_B = 'a0000000-0000-4000-8000-00000000000b';

/** Daybook's list: the published connection (pinned or not), a draft and two published applets. */
function renderDaybook(opts: { connectionPinned?: boolean; extraPinned?: number; archived?: boolean } = {}) {
  const reload = jest.fn();
  const extra = Array.from({ length: opts.extraPinned ?? 0 }, (_, i) =>
    listing(`b0000000-0000-4000-8000-00000000000${i}`, `Other ${i}`, 'applet', true),
  );
  const published = listed({ archived: opts.archived ?? false });
  const view = renderWithApollo(<ConnectionsListPage service="daybook" reload={reload} />, [
    services([daybook]),
    connectionsOf('daybook', [published, draft]),
    appletsOf('daybook', [
      ...(opts.connectionPinned
        ? [listing(PUBLISHED_ID, 'Daybook weather journal', 'connection', true)]
        : []),
      ...extra,
      listing(APPLET_A, 'Journal my runs', 'applet'),
      listing(APPLET_B, 'Tweet my entries', 'applet'),
      ...(opts.connectionPinned ? [] : [listing(PUBLISHED_ID, 'Daybook weather journal', 'connection')]),
    ]),
    countsOf('connection', [PUBLISHED_ID], [[PUBLISHED_ID, 12, 3]]),
    countsOf('applet', [...extra.map((e) => e.id), APPLET_A, APPLET_B], [[APPLET_A, 0, 0]]),
  ]);
  return { ...view, reload };
}

const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;
const pinButton = (li: HTMLElement, name: string) => within(li).getByRole('button', { name: `Pin ${name}` });

describe('the applet list: pins, feedback bars, archive', () => {
  it('shows the published Applets beside the connections, each with its feedback bar', async () => {
    renderDaybook();
    const connection = await row('Daybook weather journal');
    expect(await within(connection).findByText('12 liked, 3 disliked')).toBeInTheDocument();
    expect(within(connection).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/detail`,
    );
    const applets = screen.getByRole('list', { name: publishedAppletsTitle('Daybook') });
    expect(
      within(applets)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Journal my runs', 'Tweet my entries']);
    expect(within(applets).getByRole('link', { name: 'Journal my runs' })).toHaveAttribute(
      'href',
      `/applets/${APPLET_A}`,
    );
    const runs = await row('Journal my runs');
    expect(await within(runs).findByText('No feedback yet')).toBeInTheDocument();
    // A draft has no pin toggle and no bar.
    const drafted = await row('Daybook tides');
    expect(within(drafted).queryByRole('button', { name: /^Pin / })).not.toBeInTheDocument();
    expect(screen.getByText(/0 of 9 pinned\./)).toBeInTheDocument();
  });

  it('pins at once, sends applet_id with the CSRF header, and takes the answer', async () => {
    const user = userEvent.setup();
    let resolve!: (v: ReturnType<typeof answer>) => void;
    const fetchMock = mockFetch(() => new Promise((r) => (resolve = r)));
    renderDaybook();
    const runs = await row('Journal my runs');
    await user.click(pinButton(runs, 'Journal my runs'));
    expect(pinButton(runs, 'Journal my runs')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/1 of 9 pinned\./)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/services/daybook/pinned_applets/pin');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ applet_id: APPLET_A });
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('csrf-123');
    resolve(answer(200, { pinned: [APPLET_A] }));
    await waitFor(() => expect(pinButton(runs, 'Journal my runs')).not.toHaveAttribute('aria-busy'));
    expect(pinButton(runs, 'Journal my runs')).toHaveAttribute('aria-pressed', 'true');
  });

  it('reverts a refused pin or unpin with its message', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => answer(500, { error: 'Something went wrong on our side.' }));
    renderDaybook({ connectionPinned: true });
    const connection = await row('Daybook weather journal');
    expect(pinButton(connection, 'Daybook weather journal')).toHaveAttribute('aria-pressed', 'true');
    await user.click(pinButton(connection, 'Daybook weather journal'));
    expect(await within(connection).findByRole('alert')).toHaveTextContent(UNPIN_FAILED);
    expect(pinButton(connection, 'Daybook weather journal')).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/pinned_applets/unpin');

    const runs = await row('Tweet my entries');
    await user.click(pinButton(runs, 'Tweet my entries'));
    expect(await within(runs).findByRole('alert')).toHaveTextContent(PIN_FAILED);
    expect(pinButton(runs, 'Tweet my entries')).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a tenth pin before sending; the server refusing the limit says the same', async () => {
    const user = userEvent.setup();
    const others = Array.from({ length: 9 }, (_, i) => `b0000000-0000-4000-8000-00000000000${i}`);
    // The unpin takes; a pin is refused (another partner pinned meanwhile: nine on the server again).
    const fetchMock = mockFetch((url) =>
      url.endsWith('/unpin')
        ? answer(200, { pinned: others.slice(1) })
        : answer(422, { error: PIN_LIMIT_REACHED }),
    );
    renderDaybook({ extraPinned: 9 });
    const runs = await row('Journal my runs');
    await user.click(pinButton(runs, 'Journal my runs'));
    expect(within(runs).getByRole('alert')).toHaveTextContent(PIN_LIMIT_REACHED);
    expect(pinButton(runs, 'Journal my runs')).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/9 of 9 pinned\./)).toBeInTheDocument();

    const other = await row('Other 0');
    await user.click(pinButton(other, 'Other 0'));
    await waitFor(() => expect(screen.getByText(/8 of 9 pinned\./)).toBeInTheDocument());
    await waitFor(() => expect(pinButton(other, 'Other 0')).not.toHaveAttribute('aria-busy'));
    await user.click(pinButton(runs, 'Journal my runs'));
    expect(await within(runs).findByRole('alert')).toHaveTextContent(PIN_LIMIT_REACHED);
    expect(pinButton(runs, 'Journal my runs')).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/services/daybook/pinned_applets/unpin',
      '/services/daybook/pinned_applets/pin',
    ]);
  });

  it('archives after a confirmation with the token in the body, then loads the page again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => answer(200, { applet: { id: PUBLISHED_ID, archived: true } }));
    const { reload } = renderDaybook();
    const connection = await row('Daybook weather journal');
    await user.click(within(connection).getByRole('button', { name: 'Archive Daybook weather journal' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(ARCHIVE_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/connections/${PUBLISHED_ID}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      applet: { archived: true },
      authenticity_token: 'csrf-123',
    });
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('csrf-123');
  });

  it("says 'Your Applet could not be archived' (or unarchived) when it fails, and stays", async () => {
    const user = userEvent.setup();
    mockFetch(() => answer(422, { error: 'nope' }));
    const first = renderDaybook();
    const connection = await row('Daybook weather journal');
    await user.click(within(connection).getByRole('button', { name: 'Archive Daybook weather journal' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await within(connection).findByRole('alert')).toHaveTextContent(ARCHIVE_FAILED);
    expect(first.reload).not.toHaveBeenCalled();
    first.unmount();

    const second = renderDaybook({ archived: true });
    const archived = await row('Daybook weather journal');
    await user.click(within(archived).getByRole('button', { name: 'Unarchive Daybook weather journal' }));
    expect(await within(archived).findByRole('alert')).toHaveTextContent(UNARCHIVE_FAILED);
    expect(second.reload).not.toHaveBeenCalled();
  });
});
