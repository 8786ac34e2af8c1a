import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@switchyard/client';
import { NOT_STAFF_TEXT, RegistryPage } from './RegistryPage';
import { SHOWN_ONCE_TEXT } from './NewTokenSecret';
import { formatWhen } from './registryFormat';
import { orgRemote, registry, reviewRemote, token, VERSIONS } from './registryFixtures';
import type { Registry } from './registryTypes';

interface Sent {
  method: string;
  url: string;
  csrf: string | null;
  body: unknown;
}
type Answer = { status: number; body?: unknown };

/** Answers the page's requests (fetch is the boundary: the page talks REST) and records them. */
function serve(answer: (req: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const req: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      csrf: headers.get('X-CSRF-Token'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(req);
    const { status, body } = await answer(req);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status < 400, status, statusText: '', text: async () => text } as Response;
  }) as typeof fetch;
  return sent;
}

/** The registry as GET answers it, and each write answered by `writes` (200 {} by default). */
function serveRegistry(
  data: () => Registry,
  writes: (req: Sent) => Answer = () => ({ status: 200, body: {} }),
) {
  return serve((req) =>
    req.method === 'GET' && req.url === '/registry/remotes' ? { status: 200, body: data() } : writes(req),
  );
}

const writesOf = (sent: Sent[]) => sent.filter((r) => r.method !== 'GET');
const gets = (sent: Sent[]) => sent.filter((r) => r.method === 'GET').length;
const remoteSection = (name: string) => screen.getByRole('region', { name });
/** The row of a version in a remote's versions table (its first table; the history is the second). */
const versionRow = (section: HTMLElement, version: string) =>
  within(section.querySelector('table')!).getByText(version, { selector: 'td code' }).closest('tr')!;

const realFetch = globalThis.fetch;
beforeEach(() => setSession({ viewer: null, csrfToken: 'csrf-staff' }));
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('RegistryPage', () => {
  it('tells a user who is not staff, without asking the server', () => {
    const sent = serve(() => ({ status: 200, body: registry() }));
    render(<RegistryPage staff={false} />);
    expect(screen.getByText(NOT_STAFF_TEXT)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says the same when the server refuses the session (403)', async () => {
    serve(() => ({ status: 403, body: { error: 'Staff only.' } }));
    render(<RegistryPage staff />);
    expect(await screen.findByText(NOT_STAFF_TEXT)).toBeInTheDocument();
  });

  it('shows loading, then each remote: live (who, when), canary, versions newest first, history', async () => {
    let release!: () => void;
    const ready = new Promise<void>((ok) => (release = ok));
    serve(async () => {
      await ready;
      return { status: 200, body: registry() };
    });
    render(<RegistryPage staff />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the remote registry');
    await act(async () => release());

    const org = await screen.findByRole('region', { name: 'org' });
    expect(org).toHaveTextContent('/organizations, /invitations');
    const [liveLine, canaryLine] = within(org).getAllByRole('definition');
    expect(liveLine).toHaveTextContent(
      `${VERSIONS.v2} made live by stella, ${formatWhen('2026-11-28T11:30:00.000Z')}`,
    );
    expect(canaryLine).toHaveTextContent(`${VERSIONS.v3} to 25 % of users, 3 failures`);
    expect(within(canaryLine).getByRole('button', { name: 'Promote' })).toBeEnabled();
    expect(within(canaryLine).getByRole('button', { name: 'Abort' })).toBeEnabled();

    const rows = within(org).getAllByRole('row').slice(1, 4);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      `${VERSIONS.v3}Canary 25 %`,
      `${VERSIONS.v2}Live`,
      VERSIONS.v1,
    ]);
    expect(rows[0]).toHaveTextContent('token org-ci');
    expect(rows[0]).toHaveTextContent('84.2 KB, 12 files');
    expect(within(rows[0]).getAllByRole('cell')[4]).toHaveTextContent('3');
    expect(rows[2]).toHaveTextContent('platform build');
    expect(rows[2]).toHaveTextContent('512 B, 3 files');
    // "Make live" and "Canary…" on every version but the live one.
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(within(rows[2]).getByRole('button', { name: `Make live ${VERSIONS.v1}` })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: `Canary… ${VERSIONS.v1}` })).toBeInTheDocument();

    const history = within(org).getByText('History (5)').closest('details')!;
    const historyRows = within(history).getAllByRole('row', { hidden: true }).slice(1);
    expect(historyRows[0]).toHaveTextContent(`token org-ciCanary at 25 %${VERSIONS.v3}${VERSIONS.v2}`);
    expect(historyRows[2]).toHaveTextContent(`stellaMade live${VERSIONS.v2}${VERSIONS.v1}`);
    expect(historyRows[4]).toHaveTextContent(`platform buildBuilt by the platform${VERSIONS.v1}—`);

    const review = remoteSection('review');
    expect(within(review).getAllByRole('definition')[1]).toHaveTextContent('No canary.');
    expect(within(review).getAllByRole('definition')[0]).toHaveTextContent('made live by platform build');
  });

  it('says when no remote has been published', async () => {
    serveRegistry(() => registry({ remotes: [], tokens: [] }));
    render(<RegistryPage staff />);
    expect(await screen.findByText('No remote has been published yet')).toBeInTheDocument();
    expect(screen.getByText('No deploy token yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the registry cannot be loaded', async () => {
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve(() =>
      fail ? { status: 500, body: { error: 'Internal error' } } : { status: 200, body: registry() },
    );
    render(<RegistryPage staff />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The remote registry could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'org' })).toBeInTheDocument();
  });

  it('rolls back to an older version with the CSRF token, after a confirmation, then reloads', async () => {
    const user = userEvent.setup();
    const sent = serveRegistry(registry, () => ({ status: 200, body: orgRemote() }));
    render(<RegistryPage staff />);
    const org = await screen.findByRole('region', { name: 'org' });
    await user.click(within(versionRow(org, VERSIONS.v1)).getByRole('button', { name: /^Make live/ }));

    const dialog = screen.getByRole('dialog', { name: 'Roll back?' });
    expect(dialog).toHaveTextContent(
      `Roll org back to ${VERSIONS.v1}, published before the live ${VERSIONS.v2}?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));

    await waitFor(() => expect(gets(sent)).toBe(2));
    expect(writesOf(sent)).toEqual([
      {
        method: 'PUT',
        url: '/registry/remotes/org/live',
        csrf: 'csrf-staff',
        body: { version: VERSIONS.v1 },
      },
    ]);
  });

  it('calls a switch to a newer version "Make live", and does nothing on No', async () => {
    const user = userEvent.setup();
    const sent = serveRegistry(registry);
    render(<RegistryPage staff />);
    const org = await screen.findByRole('region', { name: 'org' });
    await user.click(within(versionRow(org, VERSIONS.v3)).getByRole('button', { name: /^Make live/ }));
    const dialog = screen.getByRole('dialog', { name: 'Make live?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(sent)).toEqual([]);
  });

  it('promotes and aborts the canary', async () => {
    const user = userEvent.setup();
    const sent = serveRegistry(registry);
    render(<RegistryPage staff />);
    const org = await screen.findByRole('region', { name: 'org' });

    await user.click(within(org).getByRole('button', { name: 'Promote' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Promote the canary?' })).getByRole('button', {
        name: 'Promote',
      }),
    );
    await waitFor(() => expect(gets(sent)).toBe(2));

    await user.click(within(remoteSection('org')).getByRole('button', { name: 'Abort' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Abort the canary?' })).getByRole('button', {
        name: 'Abort canary',
      }),
    );
    await waitFor(() => expect(gets(sent)).toBe(3));

    expect(writesOf(sent)).toEqual([
      { method: 'POST', url: '/registry/remotes/org/canary/promote', csrf: 'csrf-staff', body: undefined },
      { method: 'DELETE', url: '/registry/remotes/org/canary', csrf: 'csrf-staff', body: undefined },
    ]);
  });

  it("shows the server's words when a change is refused, and reloads anyway", async () => {
    const user = userEvent.setup();
    const sent = serveRegistry(registry, () => ({
      status: 404,
      body: { error: 'No version 0.1.0-a1a1a1a1a1a1 of org.' },
    }));
    render(<RegistryPage staff />);
    const org = await screen.findByRole('region', { name: 'org' });
    await user.click(within(versionRow(org, VERSIONS.v1)).getByRole('button', { name: /^Make live/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect(await within(org).findByRole('alert')).toHaveTextContent('No version 0.1.0-a1a1a1a1a1a1 of org.');
    await waitFor(() => expect(gets(sent)).toBe(2));
  });

  it("starts a canary from the small form: 1–99 %, the server's refusal under the field", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sent = serveRegistry(registry, () =>
      refuse
        ? {
            status: 422,
            body: {
              error: 'percent must be from 1 to 99',
              errors: [{ attribute: 'percent', message: 'must be from 1 to 99' }],
            },
          }
        : { status: 200, body: orgRemote() },
    );
    render(<RegistryPage staff />);
    const org = await screen.findByRole('region', { name: 'org' });
    await user.click(within(versionRow(org, VERSIONS.v1)).getByRole('button', { name: /^Canary…/ }));

    const dialog = screen.getByRole('dialog', { name: 'Canary of org' });
    const share = within(dialog).getByRole('spinbutton', { name: 'Share of users (%)' });
    expect(share).toHaveFocus();
    await user.clear(share);
    await user.type(share, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(share).toHaveAccessibleDescription('The share is a whole number from 1 to 99 %.');
    expect(writesOf(sent)).toEqual([]);

    await user.clear(share);
    await user.type(share, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    await waitFor(() => expect(share).toHaveAccessibleDescription('Must be from 1 to 99.'));

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesOf(sent)).toEqual([
      {
        method: 'PUT',
        url: '/registry/remotes/org/canary',
        csrf: 'csrf-staff',
        body: { version: VERSIONS.v1, percent: 40 },
      },
      {
        method: 'PUT',
        url: '/registry/remotes/org/canary',
        csrf: 'csrf-staff',
        body: { version: VERSIONS.v1, percent: 40 },
      },
    ]);
    await waitFor(() => expect(gets(sent)).toBe(3));
  });

  it('opens the canary form of the canary at its current share', async () => {
    const user = userEvent.setup();
    serveRegistry(registry);
    render(<RegistryPage staff />);
    const org = await screen.findByRole('region', { name: 'org' });
    await user.click(within(versionRow(org, VERSIONS.v3)).getByRole('button', { name: /^Canary…/ }));
    const dialog = screen.getByRole('dialog', { name: 'Canary of org' });
    expect(within(dialog).getByRole('spinbutton')).toHaveValue(25);
    expect(within(dialog).getByRole('button', { name: 'Change share' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RegistryPage deploy tokens', () => {
  it('creates a token and shows its secret once, with a copy button', async () => {
    const user = userEvent.setup();
    const created = token({ id: 'new-id', remote: 'review', name: 'review CI', lastUsedAt: null });
    let tokens = [token()];
    const sent = serveRegistry(
      () => registry({ tokens }),
      () => {
        tokens = [created, ...tokens];
        return { status: 201, body: { token: 'sydt_s3cr3t', info: created } };
      },
    );
    render(<RegistryPage staff />);
    const section = await screen.findByRole('region', { name: 'Deploy tokens' });
    expect(within(section).getAllByRole('row')[1]).toHaveTextContent('org-ciorg');

    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name the token (who deploys with it, e.g. "org CI").',
    );
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Remote' }), 'review');
    await user.type(within(section).getByRole('textbox', { name: 'Name' }), 'review CI');
    await user.click(within(section).getByRole('button', { name: 'Create token' }));

    const secret = await within(section).findByRole('textbox', { name: 'Deploy token review CI' });
    expect(secret).toHaveValue('sydt_s3cr3t');
    expect(section).toHaveTextContent(`Deploy token review CI for review created. ${SHOWN_ONCE_TEXT}`);
    expect(writesOf(sent)).toEqual([
      {
        method: 'POST',
        url: '/registry/tokens',
        csrf: 'csrf-staff',
        body: { remote: 'review', name: 'review CI' },
      },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('sydt_s3cr3t');
    expect(within(section).getByText('Copied to the clipboard.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(3));

    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue('sydt_s3cr3t')).toBeNull();
    expect(document.body).not.toHaveTextContent('sydt_s3cr3t');
    expect(within(section).getByRole('button', { name: 'Create token' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a token", async () => {
    const user = userEvent.setup();
    serveRegistry(registry, () => ({
      status: 422,
      body: { errors: [{ attribute: 'name', message: 'The name is taken for org.' }] },
    }));
    render(<RegistryPage staff />);
    const section = await screen.findByRole('region', { name: 'Deploy tokens' });
    await user.type(within(section).getByRole('textbox', { name: 'Name' }), 'org-ci');
    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'The name is taken for org.',
      ),
    );
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    let tokens = [token(), token({ id: 'old', name: 'old-ci', revokedAt: '2026-11-27T12:00:00.000Z' })];
    const sent = serveRegistry(
      () => registry({ tokens }),
      () => {
        tokens = tokens.map((t) => ({ ...t, revokedAt: t.revokedAt ?? '2026-11-28T13:00:00.000Z' }));
        return { status: 200, body: tokens[0] };
      },
    );
    render(<RegistryPage staff />);
    const section = await screen.findByRole('region', { name: 'Deploy tokens' });
    const rows = within(section).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(`Revoked ${formatWhen('2026-11-27T12:00:00.000Z')}`);
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Active');

    await user.click(within(rows[1]).getByRole('button', { name: 'Revoke org-ci' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the deploy token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(section).queryByRole('button', { name: /^Revoke/ })).toBeNull());
    expect(writesOf(sent)).toEqual([
      { method: 'DELETE', url: `/registry/tokens/${token().id}`, csrf: 'csrf-staff', body: undefined },
    ]);
  });

  it('lists the remotes to create a token for, none when there are none', async () => {
    serveRegistry(() => registry({ remotes: [reviewRemote()], tokens: [] }));
    render(<RegistryPage staff />);
    const section = await screen.findByRole('region', { name: 'Deploy tokens' });
    expect(
      within(section)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['review']);
  });
});
