import { setSession } from '@switchyard/client';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import { screen } from '@testing-library/react';
import { cachePolicies } from '../cachePolicies';
import { AppletRunsDocument, AppletSettingsDocument, ComposerAppletDocument } from '../gql/graphql';
import { AppletPage } from './AppletPage';
import { APPLET_ID, feedbackMock, opinion, type MockedResponse } from './appletFeedbackFixtures.testing';

const step = (key: string, module_name: string) => ({
  __typename: 'AppletStep',
  key,
  channel_module_name: 'daybook',
  module_name,
  full_module_name: `daybook.${module_name}`,
  fields: [],
  channel: { __typename: 'ComposerChannel', id: 'svc-daybook', name: 'Daybook', brand_color: '#3355ff' },
  definition: null,
});

/** A step as the settings query asks it: without its service. */
const settingsStep = (key: string, module_name: string) => {
  const { channel: _c, channel_module_name: _s, module_name: _m, ...rest } = step(key, module_name);
  return rest;
};

const applet = (over: { owned: boolean; enabled: boolean }) => ({
  __typename: 'Applet',
  id: APPLET_ID,
  name: 'Journal my entries',
  description: 'Copies each new entry',
  status: 'published',
  published: true,
  archived: false,
  filter_code: null,
  channel_id: null,
  default_delay: null,
  others_have: false,
  disabled_reason: null,
  url: `/applets/${APPLET_ID}`,
  preview_access_missing: false,
  created_at: '2026-11-20T10:00:00.000Z',
  tags: [],
  applet_trigger: step('trigger', 'new_entry'),
  applet_queries: [],
  applet_actions: [step('action:0', 'create_entry')],
  ...over,
});

const pageMocks = (over: { owned: boolean; enabled: boolean }): MockedResponse[] => [
  {
    request: { query: ComposerAppletDocument, variables: { id: APPLET_ID } },
    result: { data: { applet: applet(over) } },
  },
  {
    request: { query: AppletRunsDocument, variables: { id: APPLET_ID } },
    result: {
      data: {
        applet: {
          __typename: 'Applet',
          id: APPLET_ID,
          enabled: over.enabled,
          trigger_check: null,
          held_runs: null,
          recent_runs: [],
        },
      },
    },
  },
  {
    request: { query: AppletSettingsDocument, variables: { id: APPLET_ID } },
    result: {
      data: {
        applet: {
          __typename: 'Applet',
          id: APPLET_ID,
          enabled: over.enabled,
          my_field_values_json: '{}',
          applet_trigger: settingsStep('trigger', 'new_entry'),
          applet_queries: [],
          applet_actions: [settingsStep('action:0', 'create_entry')],
        },
      },
    },
  },
];

const render = (mocks: MockedResponse[]) =>
  renderWithMockedApollo(<AppletPage id={APPLET_ID} />, { mocks, cachePolicies });
const QUESTION = 'Does this Applet work for you?';

beforeEach(() =>
  setSession({
    viewer: {
      id: 'u1',
      login: 'milo',
      email: 'milo@example.com',
      name: 'Milo',
      staff: false,
      emailVerified: true,
      reviewTeam: false,
      maker: false,
      tier: 'pro',
    },
    csrfToken: 'csrf',
  }),
);

describe('AppletPage feedback', () => {
  it('asks a viewer who has the Applet on whether it works', async () => {
    render([...pageMocks({ owned: false, enabled: true }), feedbackMock(null)]);
    expect(await screen.findByRole('region', { name: QUESTION })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Thumbs up' })).toBeEnabled();
  });

  it('asks its maker too', async () => {
    render([...pageMocks({ owned: true, enabled: false }), feedbackMock(opinion())]);
    expect(await screen.findByRole('region', { name: QUESTION })).toBeInTheDocument();
    expect(await screen.findByText('You said it works for you.')).toBeInTheDocument();
  });

  it('does not ask a viewer who does not have it', async () => {
    render([...pageMocks({ owned: false, enabled: false }), feedbackMock(null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal my entries' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
  });
});
