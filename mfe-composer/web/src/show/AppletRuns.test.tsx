import { screen } from '@testing-library/react';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import { AppletRunsDocument } from '../gql/graphql';
import { AppletRuns } from './AppletRuns';

const runs = (skipped: number) => ({
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
        recent_runs: [],
      },
    },
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
});
