import { setSession } from '@switchyard/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, PUBLISHED_ID } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import { CONNECTION_NOT_FOUND } from '../pageStates';
import {
  ALBUM_STEP,
  ALERT_STEP,
  answeredEnablement,
  disableMock,
  enableMock,
  enablement,
  enablementFeature,
  featureRuns,
  pageMock,
  published,
  run,
  runsMock,
  servicesMock,
  viewerService,
} from './enableFixtures.testing';
import { EnableServicesDocument } from './operations';
import { ENABLE_LOAD_FAILED, EnablePage, SAVE_REFUSED } from './EnablePage';
import { NOT_ENABLED } from './ConnectionFeedback';
import {
  feedbackMock,
  given,
  giveFeedbackMock,
  notEnabled,
  opinion,
  withdrawFeedbackMock,
} from './feedbackFixtures.testing';

type Respond = (url: string, body: Record<string, unknown>) => ReturnType<typeof answer>;

/** fetch for the composer's REST paths: answers from `respond` and records each call's URL and body. */
function mockRest(respond: Respond) {
  setSession({ viewer: null, csrfToken: 'csrf-123' });
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url: String(url), body });
    return respond(String(url), body);
  }) as unknown as typeof fetch;
  return calls;
}

const render = (mocks: Parameters<typeof renderWithApollo>[1]) =>
  renderWithApollo(<EnablePage id={PUBLISHED_ID} />, mocks);

const feature = (title: string) => screen.getByRole('region', { name: title });
const QUESTION = 'Does this connection work for you?';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('EnablePage', () => {
  it('shows the connection, and a form per UI type with the defaults for a first-time user', async () => {
    render([pageMock(published()), servicesMock()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daybook weather journal' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 users/)).toBeInTheDocument();
    expect(screen.getByText("Adds the day's weather to your journal.")).toBeInTheDocument();
    const why = screen.getByRole('list', { name: 'Why connect' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A richer journal', 'Never miss the weather']);

    const journal = feature('Severe weather journal');
    expect(within(journal).getByText('Required')).toBeInTheDocument();
    expect(within(journal).queryByRole('switch')).not.toBeInTheDocument();
    const mood = within(journal).getByRole('combobox', { name: /Mood/ });
    expect(mood).toHaveValue('calm');
    expect(mood).toHaveAttribute('aria-required', 'true');
    expect(within(journal).getByText('How the entry is tagged')).toBeInTheDocument();
    expect(within(journal).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(within(journal).getByLabelText('Quiet until')).toHaveAttribute('type', 'time');
    expect(within(journal).getByLabelText('Quiet until')).toHaveValue('00:00');
    const kinds = within(journal).getByRole('group', { name: 'Kinds of storm' });
    expect(within(kinds).getByRole('checkbox', { name: 'Wind' })).toBeChecked();
    expect(within(kinds).getByRole('checkbox', { name: 'Thunder' })).not.toBeChecked();
    expect(within(journal).getByRole('textbox', { name: /Which city\?/ })).toHaveValue('Lisbon');

    const album = feature('Entry covers to an album');
    const toggle = within(album).getByRole('switch', { name: 'Turn on Entry covers to an album' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(album).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
    // Not enabled yet: nothing to give feedback on.
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
  });

  it("opens with the viewer's saved settings", async () => {
    render([
      pageMock(published({ my_enablement: enablement() })),
      servicesMock(),
      runsMock([featureRuns('ef-1', [])]),
      feedbackMock(),
    ]);
    const journal = await screen.findByRole('region', { name: 'Severe weather journal' });
    expect(within(journal).getByRole('combobox', { name: /Mood/ })).toHaveValue('happy');
    expect(within(journal).getByRole('textbox', { name: 'Note' })).toHaveValue('Stormy');
    expect(within(journal).getByLabelText('Quiet until')).toHaveValue('07:30');
    expect(within(journal).getByRole('checkbox', { name: 'Thunder' })).toBeChecked();
    expect(within(journal).getByRole('checkbox', { name: 'Wind' })).not.toBeChecked();
    expect(within(journal).getByRole('textbox', { name: /Which city\?/ })).toHaveValue('Porto');
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('asks to connect a service the chosen features use before Enable, and goes to its consent page', async () => {
    const user = userEvent.setup();
    const calls = mockRest(() => answer(200, { authorize_url: 'https://daybook.example/oauth?state=s' }));
    render([pageMock(published()), servicesMock({ connected: false })]);
    const connect = await screen.findByRole('button', { name: 'Connect Daybook' });
    const enable = screen.getByRole('button', { name: 'Enable' });
    expect(enable).toBeDisabled();
    expect(enable).toHaveAccessibleDescription(/^Connect Daybook first/);

    await user.type(within(feature('Severe weather journal')).getByRole('textbox', { name: 'Note' }), 'Hi');
    await user.click(connect);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/my_services/daybook/connect',
      body: { return_to: `/connections/${PUBLISHED_ID}/enable` },
    });
    // What was typed is kept for the way back.
    await waitFor(() =>
      expect(
        JSON.parse(sessionStorage.getItem(`sy-enable-draft:${PUBLISHED_ID}`)!).weather_journal.custom.note,
      ).toBe('Hi'),
    );
  });

  it('takes the form back and says so after the consent page', async () => {
    sessionStorage.setItem(
      `sy-enable-draft:${PUBLISHED_ID}`,
      JSON.stringify({ weather_journal: { enabled: true, custom: { note: 'Kept' }, steps: {} } }),
    );
    window.history.replaceState(null, '', `/connections/${PUBLISHED_ID}/enable?connected=daybook`);
    render([pageMock(published()), servicesMock()]);
    const journal = await screen.findByRole('region', { name: 'Severe weather journal' });
    expect(within(journal).getByRole('textbox', { name: 'Note' })).toHaveValue('Kept');
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem(`sy-enable-draft:${PUBLISHED_ID}`)).toBeNull();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('connects a service that takes an API token inline, then lets the user enable', async () => {
    const user = userEvent.setup();
    const calls = mockRest(() => answer(201, {}));
    render([
      pageMock(published()),
      servicesMock({}, { authentication_type: 'api_token_auth', connected: false }, true),
      servicesMock({}, { authentication_type: 'api_token_auth', connected: true }),
    ]);
    const token = await screen.findByLabelText('Your Acme Weather API token');
    expect(screen.getByRole('button', { name: 'Enable' })).toBeDisabled();
    await user.type(token, 'tok-1');
    await user.click(screen.getByRole('button', { name: 'Connect Acme Weather' }));
    expect(calls[0]).toEqual({ url: '/my_services/acme_weather/api_token', body: { api_token: 'tok-1' } });
    await waitFor(() => expect(screen.getAllByText('Connected')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
  });

  it("loads a dynamic field's options once its service is connected, with Retry after a failure", async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = mockRest(() =>
      fail
        ? answer(502, { error: 'Daybook could not be reached.' })
        : answer(200, { options: [{ label: 'Holidays', value: 'al-1' }] }),
    );
    render([pageMock(published()), servicesMock()]);
    const album = await screen.findByRole('region', { name: 'Entry covers to an album' });
    await user.click(within(album).getByRole('switch'));
    expect(within(album).getByRole('combobox', { name: 'Mood' })).toBeInTheDocument();
    expect(await within(album).findByText('Daybook could not be reached.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/applets/field_options',
      body: {
        kind: 'action',
        channel_module_name: 'daybook',
        module_name: 'add_photo_to_album',
        field: 'album',
      },
    });
    fail = false;
    await user.click(within(album).getByRole('button', { name: 'Retry' }));
    const select = await within(album).findByRole('combobox', { name: /Album/ });
    await user.selectOptions(select, 'al-1');
    expect(select).toHaveValue('al-1');
  });

  it('says "Connect … to choose" for a dynamic field of a service not connected yet', async () => {
    const user = userEvent.setup();
    const calls = mockRest(() => answer(500));
    render([pageMock(published()), servicesMock({ connected: false })]);
    const album = await screen.findByRole('region', { name: 'Entry covers to an album' });
    await user.click(within(album).getByRole('switch'));
    expect(await within(album).findByText('Connect Daybook to choose.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('blocks Enable while a service the features use is not offered to the viewer', async () => {
    const user = userEvent.setup();
    const calls = mockRest(() => answer(404, { error: 'Field not found.' }));
    render([
      pageMock(published()),
      {
        request: { query: EnableServicesDocument, variables: { module_names: ['daybook', 'acme_weather'] } },
        result: {
          data: {
            composerChannels: [viewerService('acme_weather', 'Acme Weather', { needs_connection: false })],
          },
        },
      },
    ]);
    const accounts = await screen.findByRole('region', { name: 'Your accounts' });
    expect(await within(accounts).findByText('Not available to your account yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toHaveAccessibleDescription(
      'Daybook is not available to your account yet, and the features you chose use it.',
    );
    const album = feature('Entry covers to an album');
    await user.click(within(album).getByRole('switch'));
    expect(within(album).getByText('Daybook is not available to your account yet.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the settings, then shows the post-configuration message and its link', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render([
      pageMock(published()),
      servicesMock(),
      enableMock({ enablement: answeredEnablement() }, sent),
      runsMock([featureRuns('ef-1', [])]),
      feedbackMock(),
    ]);
    const journal = await screen.findByRole('region', { name: 'Severe weather journal' });
    await user.selectOptions(within(journal).getByRole('combobox', { name: /Mood/ }), 'happy');
    await user.click(within(journal).getByRole('checkbox', { name: 'Thunder' }));
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    const panel = await screen.findByText('Daybook weather journal is on.');
    expect(panel.closest('[role="status"]')).toHaveTextContent('Your journal now knows the weather.');
    const cta = screen.getByRole('link', { name: /Go to Daybook/ });
    expect(cta).toHaveAttribute('href', 'https://daybook.example.com/journal');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(sent).toEqual([
      {
        connection_id: PUBLISHED_ID,
        features: [
          {
            name: 'weather_journal',
            enabled: true,
            custom_field_values: {
              entry_mood: 'happy',
              note: '',
              quiet_until: '00:00',
              kinds: ['wind', 'thunder'],
            },
            step_field_values: { [ALERT_STEP]: { city: 'Lisbon' } },
          },
          {
            name: 'entry_covers_to_album',
            enabled: false,
            custom_field_values: null,
            step_field_values: null,
          },
        ],
      },
    ]);
    // Now on: the button saves, Disable appears, and the runs are asked for.
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(await within(journal).findByText(/No runs yet/)).toBeInTheDocument();
    // Enabled now: the user may say whether it works.
    expect(await screen.findByRole('region', { name: QUESTION })).toBeInTheDocument();
  });

  it('shows each error by path at its input, a summary at the top, and focuses the first', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render([
      pageMock(published()),
      servicesMock(),
      enableMock(
        {
          errors: [
            { attribute: 'features/0/custom_fields/entry_mood', message: 'This field is required' },
            {
              attribute: `features/0/step_fields/${ALERT_STEP}/city`,
              message: 'Must be at most 1000 characters',
            },
            { attribute: `features/1/step_fields/${ALBUM_STEP}`, message: 'This feature has no such step' },
            { attribute: 'features', message: 'A connection has at most 50 features' },
          ],
        },
        sent,
      ),
    ]);
    const journal = await screen.findByRole('region', { name: 'Severe weather journal' });
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    const mood = within(journal).getByRole('combobox', { name: /Mood/ });
    await waitFor(() => expect(mood).toHaveFocus());
    expect(mood).toHaveAttribute('aria-invalid', 'true');
    expect(mood).toHaveAccessibleDescription(/This field is required/);
    expect(within(journal).getByRole('textbox', { name: /Which city\?/ })).toHaveAccessibleDescription(
      /Must be at most 1000 characters/,
    );
    expect(
      within(feature('Entry covers to an album')).getByText('This feature has no such step'),
    ).toBeInTheDocument();

    const summary = screen.getByText(SAVE_REFUSED).closest('.cn-banner') as HTMLElement;
    expect(
      within(summary).getByRole('link', { name: 'Severe weather journal: Mood: This field is required' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: 'Severe weather journal: Which city?: Must be at most 1000 characters',
      }),
    ).toBeInTheDocument();
    expect(within(summary).getByText('A connection has at most 50 features')).toBeInTheDocument();
    expect(screen.queryByText(/is on\./)).not.toBeInTheDocument();
  });

  it('disables after a confirmation, keeping the settings', async () => {
    const user = userEvent.setup();
    render([
      pageMock(published({ my_enablement: enablement() })),
      servicesMock(),
      runsMock([featureRuns('ef-1', [])]),
      disableMock(),
      feedbackMock(),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable this connection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Daybook weather journal is off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(feature('Severe weather journal')).getByRole('combobox', { name: /Mood/ })).toHaveValue(
      'happy',
    );
  });

  it("lists each running feature's recent runs, and a paused feature's reason", async () => {
    const paused = 'Daybook refused your connection: connect it again.';
    render([
      pageMock(
        published({
          my_enablement: enablement({
            features: [
              enablementFeature({ id: 'ef-1', name: 'weather_journal', paused_reason: paused }),
              enablementFeature({ id: 'ef-2', name: 'entry_covers_to_album', enabled: false }),
            ],
          }),
        }),
      ),
      servicesMock(),
      runsMock([
        featureRuns(
          'ef-1',
          [
            run({
              id: 'r2',
              status: 'failed',
              error: 'The action failed',
              steps: [
                {
                  __typename: 'AppletRunStep',
                  key: 'action:0',
                  status: 'failed',
                  error: 'Daybook answered 500',
                },
              ],
            }),
            run({ id: 'r1' }),
          ],
          { paused_reason: paused },
        ),
      ]),
      feedbackMock(),
    ]);
    const journal = await screen.findByRole('region', { name: 'Severe weather journal' });
    const runs = await within(journal).findByRole('region', { name: 'Recent runs' });
    const items = within(runs)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Failed');
    expect(items[0]).toHaveTextContent('The action failed');
    expect(items[0]).toHaveTextContent('Create journal entry (failed): Daybook answered 500');
    expect(items[1]).toHaveTextContent('Ran');
    expect(within(journal).getByRole('status')).toHaveTextContent(`Paused. ${paused}`);
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
    // An optional feature that is off has no runs.
    expect(
      within(feature('Entry covers to an album')).queryByRole('region', { name: 'Recent runs' }),
    ).toBeNull();
  });

  it('asks for the runs again every few seconds while the page is visible', async () => {
    jest.useFakeTimers();
    try {
      const first = runsMock([featureRuns('ef-1', [])]);
      const later = runsMock([featureRuns('ef-1', [run({ id: 'r9', status: 'succeeded' })])]);
      render([
        pageMock(published({ my_enablement: enablement() })),
        servicesMock(),
        { ...first, maxUsageCount: 1 },
        later,
        feedbackMock(),
      ]);
      const journal = await screen.findByRole('region', { name: 'Severe weather journal' });
      expect(await within(journal).findByText(/No runs yet/)).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(await within(journal).findByText('Ran')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('feedback', () => {
    const enabledPage = () => [
      pageMock(published({ my_enablement: enablement() })),
      servicesMock(),
      runsMock([featureRuns('ef-1', [])]),
    ];

    it('asks whether it works once enabled, and sends a thumbs down with its reason', async () => {
      const user = userEvent.setup();
      const stored = opinion({
        like: false,
        opinion_code: 'too_slow',
        opinion_label: 'Too slow',
        text: 'Hours late',
      });
      render([
        ...enabledPage(),
        feedbackMock(null),
        giveFeedbackMock({ like: false, opinion_code: 'too_slow', text: 'Hours late' }, given(stored)),
      ]);
      const box = await screen.findByRole('region', { name: QUESTION });
      const down = within(box).getByRole('button', { name: 'Thumbs down' });
      await waitFor(() => expect(down).toBeEnabled());
      await user.click(down);
      await user.click(within(box).getByRole('radio', { name: 'Too slow' }));
      await user.type(within(box).getByRole('textbox', { name: 'Tell us more (optional)' }), 'Hours late');
      await user.click(within(box).getByRole('button', { name: 'Send' }));
      expect(await within(box).findByText('Hours late')).toBeInTheDocument();
      expect(down).toHaveAttribute('aria-pressed', 'true');
      expect(within(box).getByText('Too slow')).toBeInTheDocument();
      expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the current opinion, and removes it', async () => {
      const user = userEvent.setup();
      render([...enabledPage(), feedbackMock(opinion()), withdrawFeedbackMock()]);
      const box = await screen.findByRole('region', { name: QUESTION });
      const up = within(box).getByRole('button', { name: 'Thumbs up' });
      await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
      await user.click(within(box).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(within(box).queryByRole('button', { name: 'Remove' })).toBeNull());
      expect(up).toHaveAttribute('aria-pressed', 'false');
    });

    it('says so, and puts the opinion back, when the server refuses', async () => {
      const user = userEvent.setup();
      render([
        ...enabledPage(),
        feedbackMock(null),
        giveFeedbackMock({ like: true, opinion_code: null, text: null }, notEnabled()),
      ]);
      const box = await screen.findByRole('region', { name: QUESTION });
      const up = within(box).getByRole('button', { name: 'Thumbs up' });
      await waitFor(() => expect(up).toBeEnabled());
      await user.click(up);
      expect(await within(box).findByRole('alert')).toHaveTextContent(NOT_ENABLED);
      expect(up).toHaveAttribute('aria-pressed', 'false');
    });
  });

  it('shows a skeleton while loading, not found for a missing connection, an error with Retry', async () => {
    const { unmount } = render([pageMock(published())]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading connection…');
    unmount();

    const missing = render([pageMock(null)]);
    expect(await screen.findByText(CONNECTION_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Applets' })).toHaveAttribute('href', '/my_applets');
    missing.unmount();

    const user = userEvent.setup();
    render([pageMock(new Error('offline')), pageMock(published()), servicesMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(ENABLE_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daybook weather journal' }),
    ).toBeInTheDocument();
  });
});
