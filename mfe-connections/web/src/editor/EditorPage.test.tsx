import {
  COVER_UPLOAD_FAILED,
  COVER_WRONG_SIZE,
  COVER_WRONG_TYPE,
  FEATURE_TITLE_TOO_SHORT,
  INSTALLS_STEP_CHANGE_CONFIRM,
  MIN_ONE_FEATURE,
  removeConfirm,
  stepAlreadySelected,
  TITLE_BLANK,
  UNSAVED_CHANGES,
  UPDATE_FAILED,
  missingRequirement,
} from '@switchyard/connections-common';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { renderWithApollo } from '../testing/renderWithApollo';
import { EditorPage, type EditorPageProps } from './EditorPage';
import {
  CONNECTION_ID,
  connection,
  connectionMock,
  newServicesMock,
  updateMock,
} from './editorFixtures.testing';

// The code editor is tested on its own (@switchyard/ui/code-editor); here a text area stands in for it.
jest.mock('@switchyard/ui/code-editor', () => ({
  __esModule: true,
  CodeEditor: ({ value, onChange, labelledBy }: any) => (
    <textarea aria-labelledby={labelledBy} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const NEW: EditorPageProps = { mode: 'new', ownerModuleName: 'daybook', selectedService: 'acme_weather' };

function renderEditor(props: EditorPageProps, mocks: MockedResponse[]) {
  return renderWithApollo(
    <>
      <EditorPage {...props} />
      <FlashHost />
    </>,
    mocks,
  );
}

interface FakeAnswer {
  status: number;
  body?: unknown;
}
const fetchCalls: { url: string; init?: RequestInit }[] = [];
function answerFetch(answers: FakeAnswer[] | ((url: string) => FakeAnswer)) {
  fetchCalls.length = 0;
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    fetchCalls.push({ url: String(url), init });
    const a = typeof answers === 'function' ? answers(String(url)) : answers.shift()!;
    const text = a.body === undefined ? '' : JSON.stringify(a.body);
    return {
      ok: a.status >= 200 && a.status < 300,
      status: a.status,
      statusText: String(a.status),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/connections/new/daybook/configure?selected_service=acme_weather');
  answerFetch(() => ({ status: 204 }));
});
afterEach(() => act(() => clearFlash()));

async function addFeature(title: string) {
  await userEvent.type(screen.getByLabelText('New feature title'), title);
  await userEvent.click(screen.getByRole('button', { name: 'Add feature' }));
}

describe('the connection editor', () => {
  it('shows the title per mode and the selected-service summary, Remove only when new', async () => {
    renderEditor(NEW, [newServicesMock()]);
    expect(await screen.findByRole('heading', { name: 'New connection' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Acme Weather' })).toHaveAttribute(
      'href',
      '/services/acme_weather',
    );
    expect(screen.getByRole('link', { name: 'Remove Acme Weather' })).toHaveAttribute(
      'href',
      '/connections/new/daybook',
    );
    expect(screen.getByText("Tomorrow's forecast")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Queries' }));
    expect(screen.getByText('Current weather')).toBeInTheDocument();
    expect(screen.getByText('— Current weather, described')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save without publishing' })).not.toBeInTheDocument();
  });

  it('edit and publish modes: their titles and buttons, no Remove', async () => {
    const { unmount } = renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [connectionMock()]);
    expect(await screen.findByRole('heading', { name: 'Edit connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Remove/ })).not.toBeInTheDocument();
    unmount();
    renderEditor({ mode: 'publish', connectionId: CONNECTION_ID }, [connectionMock()]);
    expect(await screen.findByRole('heading', { name: 'Publish connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save without publishing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it("shows 'Connection not found' when the connection is null", async () => {
    renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [connectionMock(null)]);
    expect(await screen.findByText('Connection not found')).toBeInTheDocument();
  });

  it('refuses a feature title under 5 characters, adds one, and removes it after the confirmation', async () => {
    renderEditor(NEW, [newServicesMock()]);
    await screen.findByRole('heading', { name: 'New connection' });
    await userEvent.click(screen.getByRole('button', { name: 'Add feature' }));
    expect(screen.getByText(FEATURE_TITLE_TOO_SHORT)).toBeInTheDocument();
    await addFeature('Log forecasts');
    expect(screen.getByRole('button', { name: 'Log forecasts' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Log forecasts' }));
    expect(screen.getByText(removeConfirm('feature'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('button', { name: 'Log forecasts' })).not.toBeInTheDocument();
  });

  it('saving a feature dry-runs that feature only: validating, then valid', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor(NEW, [newServicesMock(), updateMock(sent, { errors: [] }, { delay: 300 })]);
    await screen.findByRole('heading', { name: 'New connection' });
    await addFeature('Log forecasts');
    await userEvent.click(screen.getByRole('button', { name: 'Feature Settings: Log forecasts' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and close' }));
    expect(screen.getByText('Validating…')).toBeInTheDocument();
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 'new', dry_run: true, owner_module_name: 'daybook' });
    expect(sent[0].applet_configurations).toEqual([
      expect.objectContaining({ name: 'log_forecasts', title: 'Log forecasts' }),
    ]);
  });

  it('a dry run with errors, or a failed one, leaves the feature dirty', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor(NEW, [
      newServicesMock(),
      updateMock(sent, {
        errors: [
          {
            attribute: 'applet_configurations/0/description',
            message: 'Feature descriptions must be at most 500 characters',
          },
        ],
      }),
      updateMock(sent, new Error('offline')),
    ]);
    await screen.findByRole('heading', { name: 'New connection' });
    await addFeature('Log forecasts');
    const save = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Feature Settings: Log forecasts' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save and close' }));
    };
    await save();
    expect(await screen.findByText('Dirty')).toBeInTheDocument();
    expect(screen.getByText('Feature descriptions must be at most 500 characters')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByText('Dirty')).toBeInTheDocument();
  });

  it('offers the types the services offer, one of each unique step, removal confirmed', async () => {
    renderEditor(NEW, [newServicesMock()]);
    await screen.findByRole('heading', { name: 'New connection' });
    await addFeature('Log forecasts');
    await userEvent.click(screen.getByRole('button', { name: 'Feature Settings: Log forecasts' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    // Both services offer triggers; Acme Weather queries; Daybook actions.
    expect(within(dialog).getByRole('group', { name: 'Triggers' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Queries' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Actions' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add a query')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add an action')).toHaveDisplayValue('Choose an action');
    const pick = async () => {
      await userEvent.selectOptions(
        within(dialog).getByLabelText('Add a trigger'),
        'acme_weather.tomorrow_forecast',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add trigger' }));
    };
    await pick();
    expect(
      within(dialog).getByRole('button', { name: "Acme Weather: Tomorrow's forecast" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Custom label')).toBeInTheDocument();
    await pick();
    expect(
      within(dialog).getByText(stepAlreadySelected("Tomorrow's forecast", 'trigger')),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "Remove Tomorrow's forecast" }));
    expect(screen.getByText(removeConfirm('trigger'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      within(dialog).queryByRole('button', { name: "Acme Weather: Tomorrow's forecast" }),
    ).not.toBeInTheDocument();
  });

  it('locks the hidden step fields of a published connection', async () => {
    renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [connectionMock()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Feature Settings: Morning forecast' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Acme Weather: Tomorrow's forecast" }));
    expect(within(dialog).getByLabelText('Default')).toBeDisabled();
    expect(
      within(dialog).getByText('Hidden fields of a published connection are locked.'),
    ).toBeInTheDocument();
  });

  it("shows each custom field rule's message at its input; a type change clears default and options", async () => {
    renderEditor(NEW, [newServicesMock()]);
    await screen.findByRole('heading', { name: 'New connection' });
    await addFeature('Log forecasts');
    await userEvent.click(screen.getByRole('button', { name: 'Feature Settings: Log forecasts' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom field' }));
    expect(within(dialog).getByText("Key name can't be blank")).toBeInTheDocument();
    expect(within(dialog).getByText("Label can't be blank")).toBeInTheDocument();
    expect(within(dialog).getByText("Default value can't be blank")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Key name/), 'Ab');
    expect(within(dialog).getByText('Key names must be at least 4 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Key name/), 'cd');
    expect(
      within(dialog).getByText(
        'Key names can only contain lowercase letters, numbers, hyphens and underscores',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'collection_select');
    expect(within(dialog).getByText('Populator requires at least two options')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    expect(within(dialog).getByText('Options need to have both a label and value')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Option 1 label'), 'Metric');
    await userEvent.type(within(dialog).getByLabelText('Option 1 value'), 'metric');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.type(within(dialog).getByLabelText('Option 2 label'), 'Metric');
    await userEvent.type(within(dialog).getByLabelText('Option 2 value'), 'metric');
    expect(within(dialog).getByText('Names need to be unique')).toBeInTheDocument();
    expect(within(dialog).getByText('Values need to be unique')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Required'));
    expect(within(dialog).getByText('Select a default option')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'checkbox_multi');
    expect(within(dialog).queryByLabelText('Option 1 label')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Populator requires an option')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'time_select');
    expect(within(dialog).getByLabelText('Default time')).toHaveValue('00:00');
  });

  it('key names are unique per connection', async () => {
    renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [connectionMock()]);
    await screen.findByRole('heading', { name: 'Edit connection' });
    await addFeature('Evening forecast');
    await userEvent.click(screen.getByRole('button', { name: 'Feature Settings: Evening forecast' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom field' }));
    await userEvent.type(within(dialog).getByLabelText(/Key name/), 'units');
    expect(within(dialog).getByText('Key names have to be unique per connection')).toBeInTheDocument();
  });

  it("refuses to create without a title: the flash and the field's message", async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor(NEW, [newServicesMock(), updateMock(sent, { id: 'x' })]);
    await screen.findByRole('heading', { name: 'New connection' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(missingRequirement('create'));
    expect(screen.getByText(TITLE_BLANK)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('publishing needs a feature', async () => {
    renderEditor({ mode: 'publish', connectionId: CONNECTION_ID }, [
      connectionMock(connection({ published: false, applet_configurations: [] })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(missingRequirement('publish'));
    expect(screen.getByText(MIN_ONE_FEATURE)).toBeInTheDocument();
  });

  it("maps the server's errors to their fields, flashes the failure and marks features dirty", async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [
      connectionMock(),
      updateMock(sent, {
        errors: [
          { attribute: 'description', message: 'Description is taken' },
          { attribute: 'applet_configurations/0/custom_fields/0/label', message: 'Label is not allowed' },
          { attribute: 'base', message: 'Something about the whole connection' },
        ],
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(UPDATE_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Description is taken')).toBeInTheDocument();
    expect(screen.getByText('Something about the whole connection')).toBeInTheDocument();
    expect(screen.getByText('Label is not allowed')).toBeInTheDocument();
    expect(screen.getByText('Dirty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Description/)).toHaveFocus());
  });

  it('opens the feature of the first error at its field', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [
      connectionMock(),
      updateMock(sent, {
        errors: [
          { attribute: 'applet_configurations/0/custom_fields/0/label', message: 'Label is not allowed' },
        ],
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature Settings' });
    await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus());
    expect(within(dialog).getByText('Label is not allowed')).toBeInTheDocument();
  });

  it('publishes with published true, clears the cache and goes to the preview page', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor({ mode: 'publish', connectionId: CONNECTION_ID }, [
      connectionMock(connection({ published: false })),
      updateMock(sent, { id: CONNECTION_ID }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/connections/${CONNECTION_ID}`));
    expect(window.location.search).toBe('?saved=1');
    expect(sent[0]).toMatchObject({ id: CONNECTION_ID, published: true, name: 'Weather journal' });
    expect(fetchCalls).toEqual([
      expect.objectContaining({
        url: `/connections/${CONNECTION_ID}/cache`,
        init: expect.objectContaining({ method: 'DELETE' }),
      }),
    ]);
  });

  it("'Save without publishing' leaves published unset", async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor({ mode: 'publish', connectionId: CONNECTION_ID }, [
      connectionMock(connection({ published: false })),
      updateMock(sent, { id: CONNECTION_ID }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save without publishing' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('published');
  });

  it('warns of unsaved changes on unload and on in-app navigation', async () => {
    renderEditor(NEW, [newServicesMock()]);
    await screen.findByRole('heading', { name: 'New connection' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Weather journal');
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'View Acme Weather' }));
    expect(screen.getByText(UNSAVED_CHANGES)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(window.location.pathname).toBe('/connections/new/daybook/configure');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(UNSAVED_CHANGES)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(window.location.pathname).toBe('/connections');
  });

  it('asks the installs confirmation before sending step changes of a connection users have enabled', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor({ mode: 'edit', connectionId: CONNECTION_ID }, [
      connectionMock(connection({ installs_count: 3 })),
      updateMock(sent, { errors: [] }),
      updateMock(sent, { id: CONNECTION_ID }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Feature Settings: Morning forecast' }));
    let dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Remove Tomorrow's forecast" }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    dialog = screen.getByRole('dialog', { name: 'Feature Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(sent).toHaveLength(1)); // the dry run
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const confirmDialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirmDialog).toHaveTextContent(INSTALLS_STEP_CHANGE_CONFIRM);
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].applet_configurations).toEqual([expect.objectContaining({ dynamic_applet_triggers: [] })]);
  });

  it("documents the script's metadata in 'Open reference'", async () => {
    renderEditor(NEW, [newServicesMock()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open reference' }));
    const dialog = screen.getByRole('dialog', { name: 'Script reference' });
    for (const name of [
      'Meta.currentUserTime',
      'Meta.triggerTime',
      'Meta.previousTriggerTime',
      'Meta.timezone',
    ])
      expect(within(dialog).getByText(name)).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the cover image', () => {
  // A PNG header of the right size: the browser's own check lets it through to the server.
  const png = () => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 4320);
    new DataView(bytes.buffer).setUint32(20, 2160);
    return new File([bytes], 'cover.png', { type: 'image/png' });
  };
  const signed = {
    status: 200,
    body: {
      signedUrl: '/connections/cover_uploads/t0k?expires=1',
      backgroundUrl: '/connections/covers/a.png',
      backgroundThumbnailUrl: '/connections/covers/a-thumb.png',
      uploadedAt: '2026-01-01T00:00:00.000Z',
    },
  };

  async function choose(file: File) {
    renderEditor(NEW, [newServicesMock()]);
    await screen.findByRole('heading', { name: 'New connection' });
    await userEvent.upload(screen.getByLabelText('Cover image'), file, { applyAccept: false });
  }

  it('uploads to the signed URL and shows the thumbnail', async () => {
    answerFetch([signed, { status: 200, body: signed.body }]);
    await choose(png());
    expect(await screen.findByRole('img', { name: 'Cover image thumbnail' })).toHaveAttribute(
      'src',
      '/connections/covers/a-thumb.png',
    );
    expect(fetchCalls[0].url).toBe(
      '/connections/cover_image/signed_url?owner_module_name=daybook&image_content_type=image%2Fpng',
    );
    expect(fetchCalls[1].url).toBe(signed.body.signedUrl);
    expect(fetchCalls[1].init?.method).toBe('PUT');
  });

  it('refuses a file that is not a PNG or JPEG before sending it', async () => {
    answerFetch([]);
    await choose(new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
    expect(await screen.findByText(COVER_WRONG_TYPE)).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });

  it("shows the server's message for a wrong size", async () => {
    answerFetch([
      signed,
      {
        status: 422,
        body: { error: COVER_WRONG_SIZE, errors: [{ attribute: 'cover_image', message: COVER_WRONG_SIZE }] },
      },
    ]);
    await choose(png());
    expect(await screen.findByText(COVER_WRONG_SIZE)).toBeInTheDocument();
  });

  it('says the upload failed on any other failure', async () => {
    answerFetch([signed, { status: 500 }]);
    await choose(png());
    expect(await screen.findByText(COVER_UPLOAD_FAILED)).toBeInTheDocument();
  });
});
