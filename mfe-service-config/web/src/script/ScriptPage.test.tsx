import type { MockedResponse } from '@apollo/client/testing';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@switchyard/client';
import { ServiceConfigRoutes } from '../routes';
import {
  RunStepTestDocument,
  ScriptPageDocument,
  UpdateChannelScriptDocument,
  type ScriptService,
} from './operations';
import { ServicePageDocument } from '../services/serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { serviceFixture } from '../testing/serviceFixtures';
import { stepsMock } from '../steps/stepsFixtures.testing';
import { STARTER_SCRIPT } from '@switchyard/service-config-common/script/starterScript';
import { RUN_FAILED } from './RunPanel';

// The code editor is tested on its own (@switchyard/ui/code-editor); here a text area stands in for it.
jest.mock('@switchyard/ui/code-editor', () => ({
  __esModule: true,
  CodeEditor: ({ value, onChange, readOnly, labelledBy }: any) => (
    <textarea
      data-testid="script-codemirror"
      aria-labelledby={labelledBy}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  ),
}));

const SCRIPT = 'function run(request) {\n  return { data: [] };\n}\n';

const endpoints: ScriptService['script_endpoints'] = [
  {
    endpoint: '/switchyard/v1/triggers/new_note',
    step_type: 'trigger',
    step_module_name: 'new_note',
    field_slug: null,
    operations: ['run', 'contextual_validation', 'delete_trigger_identity'],
  },
  {
    endpoint: '/switchyard/v1/triggers/new_note/field/notebook',
    step_type: 'trigger',
    step_module_name: 'new_note',
    field_slug: 'notebook',
    operations: ['dropdown', 'validate'],
  },
  {
    endpoint: '/switchyard/v1/queries/list_notes',
    step_type: 'query',
    step_module_name: 'list_notes',
    field_slug: null,
    operations: ['run', 'contextual_validation'],
  },
];

function service(overrides: Partial<ScriptService> = {}) {
  return {
    __typename: 'Service',
    id: '20000000-0000-4000-8000-000000000002',
    module_name: 'acme_notes',
    name: 'Acme Notes',
    published: false,
    viewer_is_member: true,
    script: SCRIPT,
    script_endpoints: endpoints.map((e) => ({ __typename: 'ScriptEndpoint', ...e })),
    ...overrides,
  };
}

const pageMock = (overrides: Partial<ScriptService> = {}): MockedResponse => ({
  request: { query: ScriptPageDocument, variables: { module_name: 'acme_notes' } },
  result: { data: { service: service(overrides) } },
});

const updateMock = (
  script: string,
  answer: { script: string | null; errors: object[] } | Error,
): MockedResponse => ({
  request: {
    query: UpdateChannelScriptDocument,
    variables: { channel_module_name: 'acme_notes', script },
  },
  ...(answer instanceof Error
    ? { error: answer }
    : {
        result: {
          data: {
            updateChannelScript: {
              __typename: 'ChannelScriptPayload',
              script: answer.script,
              errors: answer.errors.map((e) => ({ __typename: 'UserError', ...e })),
            },
          },
        },
      }),
});

const runMock = (
  variables: Record<string, unknown>,
  answer: { protocol_response: unknown; errors: object[] } | Error,
  delay = 0,
): MockedResponse => ({
  request: {
    query: RunStepTestDocument,
    variables: {
      channel_module_name: 'acme_notes',
      step_module_name: 'new_note',
      step_field_slug: null,
      step_type: 'trigger',
      operation: 'run',
      step_body: { fields: {}, limit: 1 },
      ...variables,
    },
  },
  delay,
  ...(answer instanceof Error
    ? { error: answer }
    : {
        result: {
          data: {
            runStepTest: {
              __typename: 'StepTestPayload',
              protocol_response: answer.protocol_response,
              errors: answer.errors.map((e) => ({ __typename: 'UserError', ...e })),
            },
          },
        },
      }),
});

function renderScreen(mocks: MockedResponse[]) {
  window.history.replaceState(null, '', '/services/acme_notes/script');
  return renderWithApollo(
    <>
      <ServiceConfigRoutes />
      <FlashHost />
    </>,
    mocks,
  );
}

const editor = () => screen.findByRole('textbox', { name: 'Script' });
const body = () => screen.getByRole('textbox', { name: /Request body/ });

afterEach(() => clearFlash());

describe('adapter script screen', () => {
  it('is reached from the service page', async () => {
    window.history.replaceState(null, '', '/services/acme_weather');
    const weather = serviceFixture();
    renderWithApollo(<ServiceConfigRoutes />, [
      {
        request: { query: ServicePageDocument, variables: { module_name: 'acme_weather' } },
        result: { data: { service: weather } },
      },
      stepsMock(),
    ]);
    const link = await screen.findByRole('link', { name: 'Adapter script' });
    expect(link).toHaveAttribute('href', '/services/acme_weather/script');
  });

  it('shows the saved script in the editor with Update script, and the run panel with its defaults', async () => {
    renderScreen([pageMock()]);
    expect(await screen.findByRole('heading', { name: 'Adapter script' })).toBeInTheDocument();
    expect(await editor()).toHaveValue(SCRIPT);
    expect(screen.getByRole('button', { name: 'Update script' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Request endpoint' })).toHaveValue(
      '/switchyard/v1/triggers/new_note',
    );
    const operation = screen.getByRole('combobox', { name: 'Operation' });
    expect(
      within(operation)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['run', 'contextual_validation', 'delete_trigger_identity']);
    expect(body()).toHaveValue('{\n  "fields": {},\n  "limit": 1\n}');
    expect(screen.getByRole('link', { name: 'See logs' })).toHaveAttribute(
      'href',
      '/logs?service=acme_notes',
    );
    expect(screen.getByRole('button', { name: 'Run script' })).toBeEnabled();
  });

  it('offers the operations of the chosen endpoint: a trigger field dropdown and validate, a query run and contextual_validation', async () => {
    const user = userEvent.setup();
    renderScreen([pageMock()]);
    const endpoint = await screen.findByRole('combobox', { name: 'Request endpoint' });
    const operation = screen.getByRole('combobox', { name: 'Operation' });
    const ops = () =>
      within(operation)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await user.selectOptions(endpoint, '/switchyard/v1/triggers/new_note/field/notebook');
    expect(ops()).toEqual(['dropdown', 'validate']);
    expect(operation).toHaveValue('dropdown');
    await user.selectOptions(operation, 'validate');
    await user.selectOptions(endpoint, '/switchyard/v1/queries/list_notes');
    expect(ops()).toEqual(['run', 'contextual_validation']);
    expect(operation).toHaveValue('run');
  });

  it('saves the script and flashes Script updated!', async () => {
    const user = userEvent.setup();
    const changed = `${SCRIPT}// more\n`;
    renderScreen([pageMock(), updateMock(changed, { script: changed, errors: [] })]);
    const textarea = await editor();
    await user.type(textarea, '// more{Enter}');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update script' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Script updated!');
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument());
  });

  it('flashes Script not updated! and shows the server’s error beside the editor', async () => {
    const user = userEvent.setup();
    renderScreen([
      pageMock({ script: null }),
      updateMock('x', {
        script: null,
        errors: [{ attribute: 'script', message: 'is too long (maximum is 100000 characters)' }],
      }),
    ]);
    await user.type(await editor(), 'x');
    await user.click(screen.getByRole('button', { name: 'Update script' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Script not updated! Please try again later.');
    expect(screen.getByText('Error: script is too long (maximum is 100000 characters)')).toBeInTheDocument();
  });

  it('offers an example for an empty script, which then can be saved', async () => {
    const user = userEvent.setup();
    renderScreen([pageMock({ script: null })]);
    const textarea = await editor();
    expect(textarea).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Insert an example' }));
    expect(textarea).toHaveValue(STARTER_SCRIPT);
    expect(screen.queryByRole('button', { name: 'Insert an example' })).not.toBeInTheDocument();
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
  });

  it('offers no example once there is a script, nor on a published service', async () => {
    renderScreen([pageMock({ published: true, script: null })]);
    await editor();
    expect(screen.queryByRole('button', { name: 'Insert an example' })).not.toBeInTheDocument();
  });

  it('flashes Script not updated! when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderScreen([pageMock(), updateMock(SCRIPT, new Error('offline'))]);
    await editor();
    await user.click(screen.getByRole('button', { name: 'Update script' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Script not updated! Please try again later.');
  });

  it('is read-only on a published service, with the guidance, but can still run', async () => {
    renderScreen([pageMock({ published: true })]);
    expect(await editor()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update script' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/This service is published, so it is read-only/);
    expect(screen.getByRole('button', { name: 'Run script' })).toBeEnabled();
  });

  it('sends nothing while the Request body is not JSON, and says so beside it', async () => {
    const user = userEvent.setup();
    renderScreen([pageMock()]);
    await editor();
    await user.clear(body());
    await user.type(body(), '{{fields: 1}');
    await user.click(screen.getByRole('button', { name: 'Run script' }));
    expect(screen.getByText('Fail to JSON.parse request body. Check value provided.')).toBeInTheDocument();
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toHaveFocus();
    // Typing again clears the message.
    await user.type(body(), ' ');
    expect(
      screen.queryByText('Fail to JSON.parse request body. Check value provided.'),
    ).not.toBeInTheDocument();
  });

  it('runs the script, shows Running… meanwhile, then the response pretty-printed', async () => {
    const user = userEvent.setup();
    const answer = {
      response: { data: [{ title: 'Groceries', meta: { id: 'n1', timestamp: 1 } }] },
      logs: [],
      duration_ms: 4,
    };
    renderScreen([
      pageMock(),
      runMock(
        { step_field_slug: 'notebook', operation: 'validate', step_body: { value: 'work' } },
        { protocol_response: answer, errors: [] },
        50,
      ),
    ]);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Request endpoint' }),
      '/switchyard/v1/triggers/new_note/field/notebook',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'validate');
    fireEvent.change(body(), { target: { value: '{"value": "work"}' } });
    await user.click(screen.getByRole('button', { name: 'Run script' }));
    expect(screen.getByRole('button', { name: 'Running…' })).toBeDisabled();
    const pre = await screen.findByLabelText('Response');
    expect(pre.textContent).toBe(JSON.stringify(answer, null, 2));
    expect(screen.getByRole('button', { name: 'Run script' })).toBeEnabled();
  });

  it('shows the errors of a failed run, with the logs it got', async () => {
    const user = userEvent.setup();
    renderScreen([
      pageMock(),
      runMock(
        {},
        {
          protocol_response: { logs: [{ level: 'log', message: 'starting' }], duration_ms: 2 },
          errors: [{ attribute: 'script', message: 'Error: boom' }],
        },
      ),
    ]);
    await editor();
    await user.click(screen.getByRole('button', { name: 'Run script' }));
    expect(await screen.findByText('Error: script Error: boom')).toBeInTheDocument();
    expect(screen.getByLabelText('Response').textContent).toContain('"starting"');
  });

  it('says so when the run cannot reach the server', async () => {
    const user = userEvent.setup();
    renderScreen([pageMock(), runMock({}, new Error('offline'))]);
    await editor();
    await user.click(screen.getByRole('button', { name: 'Run script' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RUN_FAILED);
  });

  it('works from the keyboard: Tab reaches every control in order', async () => {
    const user = userEvent.setup();
    renderScreen([pageMock()]);
    await editor();
    const order = [
      screen.getByRole('link', { name: 'Acme Notes' }),
      screen.getByRole('textbox', { name: 'Script' }),
      screen.getByRole('button', { name: 'Update script' }),
      screen.getByRole('combobox', { name: 'Operation' }),
      screen.getByRole('combobox', { name: 'Request endpoint' }),
      body(),
      screen.getByRole('button', { name: 'Run script' }),
      screen.getByRole('link', { name: 'See logs' }),
    ];
    for (const el of order) {
      await user.tab();
      expect(el).toHaveFocus();
    }
  });

  it('explains when the service has nothing to run for', async () => {
    renderScreen([pageMock({ script_endpoints: [] })]);
    expect(await screen.findByText(/no triggers, queries or actions/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run script' })).not.toBeInTheDocument();
  });

  it('routes /services/{module}/script to the screen', async () => {
    renderScreen([pageMock()]);
    expect(await screen.findByRole('heading', { name: 'Adapter script' })).toBeInTheDocument();
    act(() => navigate('/services/acme_notes/script/extra'));
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
