import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import {
  AppletRunsDocument,
  DiscardHeldRunsDocument,
  MyTimezoneDocument,
  RunHeldRunsDocument,
} from '../gql/graphql';
import { AppletRuns } from './AppletRuns';
import { ACT_FAILED } from './HeldRunsNotice';

const HELD = {
  __typename: 'HeldRuns',
  count: 45,
  oldest_at: '2026-11-28T10:00:00.000Z',
  newest_at: '2026-11-28T10:00:05.000Z',
  reason:
    "This applet's trigger sent 50 new items in one check, more than the 25 an applet runs from one check. Switchyard ran 25 and held the rest.",
};

const heldRun = {
  id: 'r1',
  status: 'held',
  created_at: '2026-11-28T10:00:05.000Z',
  finished_at: null,
  resume_at: null,
  error: null,
  steps: [],
};

const runs = (skipped: number, held: typeof HELD | null = null, recent: (typeof heldRun)[] = []) => ({
  request: { query: AppletRunsDocument, variables: { id: 'a1' } },
  result: {
    data: {
      applet: {
        id: 'a1',
        enabled: true,
        trigger_check: {
          last_checked_at: new Date().toISOString(),
          next_check_at: null,
          last_error: null,
          skipped_items: skipped,
        },
        held_runs: held,
        recent_runs: recent,
      },
    },
  },
});

const acted = (document: typeof RunHeldRunsDocument | typeof DiscardHeldRunsDocument, errors = []) => ({
  request: { query: document, variables: { applet_id: 'a1' } },
  result: {
    data:
      document === RunHeldRunsDocument
        ? { runHeldRuns: { held_runs: null, errors } }
        : { discardHeldRuns: { held_runs: null, errors } },
  },
});

describe('AppletRuns', () => {
  it('says how many new items the engine found but did not run (issue 33)', async () => {
    renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, { mocks: [runs(60)] });
    expect(
      await screen.findByText(
        '60 new items were not run: more arrived between two checks than one check runs (500).',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of skipped items when there were none', async () => {
    renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, { mocks: [runs(0)] });
    expect(await screen.findByText(/^Last checked/)).toBeInTheDocument();
    expect(screen.queryByText(/not run/)).not.toBeInTheDocument();
  });

  it('shows held runs with "Run them" and "Discard them"; running them refreshes the list', async () => {
    const user = userEvent.setup();
    renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, {
      mocks: [runs(0, HELD, [heldRun]), { ...acted(RunHeldRunsDocument), delay: 150 }, runs(0, null, [])],
    });
    expect(await screen.findByRole('heading', { name: '45 new items are held' })).toBeInTheDocument();
    expect(screen.getByText(HELD.reason)).toBeInTheDocument();
    expect(screen.getByText('Held')).toBeInTheDocument();
    // By keyboard.
    const runButton = screen.getByRole('button', { name: 'Run them' });
    runButton.focus();
    await user.keyboard('{Enter}');
    // Busy while the engine answers: both buttons off.
    expect(await screen.findByRole('button', { name: 'Running them…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard them' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /held/ })).not.toBeInTheDocument());
    expect(screen.queryByText('Held')).not.toBeInTheDocument();
  });

  it('says why "Discard them" did not work, and keeps the notice', async () => {
    const user = userEvent.setup();
    renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, {
      mocks: [
        runs(0, HELD),
        {
          request: { query: DiscardHeldRunsDocument, variables: { applet_id: 'a1' } },
          error: new Error('network down'),
        },
        runs(0, HELD),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACT_FAILED);
    expect(screen.getByRole('button', { name: 'Discard them' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: '45 new items are held' })).toBeInTheDocument();
  });

  it('shows the error the engine answered (nothing held any more)', async () => {
    const user = userEvent.setup();
    renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, {
      mocks: [
        runs(0, HELD),
        acted(RunHeldRunsDocument, [
          { attribute: 'applet_id', message: 'This applet has no held runs.' },
        ] as never),
        runs(0, HELD),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Run them' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This applet has no held runs.');
  });

  describe("a waiting run's resume time", () => {
    const waiting = {
      request: { query: AppletRunsDocument, variables: { id: 'a1' } },
      result: {
        data: {
          applet: {
            id: 'a1',
            enabled: true,
            trigger_check: null,
            recent_runs: [
              {
                id: 'r1',
                status: 'waiting',
                created_at: '2024-03-10T06:50:00.000Z',
                finished_at: null,
                resume_at: '2024-03-10T07:05:00.000Z',
                error: null,
                steps: [],
              },
            ],
          },
        },
      },
    };
    const zone = (timezone: string | null) => ({
      request: { query: MyTimezoneDocument },
      result: { data: { me: { id: 'u1', timezone } } },
    });
    const expected = (timezone: string) =>
      new Date('2024-03-10T07:05:00.000Z').toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: timezone,
      });

    it("is shown in the user's zone, the zone named (New York: after that day's DST change)", async () => {
      renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, {
        mocks: [waiting, zone('America/New_York')],
      });
      const note = await screen.findByText(/America\/New York time/);
      expect(note).toHaveTextContent(
        `The actions run at ${expected('America/New_York')} (America/New York time).`,
      );
      expect(expected('America/New_York')).toMatch(/3:05:00/);
    });

    it('is shown in UTC, named, for a user who chose no zone (what the engine uses)', async () => {
      renderWithMockedApollo(<AppletRuns id="a1" stepName={(k) => k} />, { mocks: [waiting, zone(null)] });
      expect(await screen.findByText(/\(UTC time\)/)).toHaveTextContent(
        `The actions run at ${expected('UTC')} (UTC time).`,
      );
    });
  });
});
