import { CHANGES_SAVED } from '@switchyard/connections-common/messages';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_ID, mock, previewConnection, PUBLISHED_ID } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ConnectionPreviewDocument } from './operations';
import { CONNECTION_NOT_FOUND } from '../pageStates';
import { PREVIEW_LOAD_FAILED, PreviewPage } from './PreviewPage';

const previewMock = (id: string, connection: object | null | Error) =>
  mock(ConnectionPreviewDocument, { id }, connection instanceof Error ? connection : { connection });

afterEach(() => clearFlash());

describe('PreviewPage', () => {
  it('renders the connection as a user will see it, read-only', async () => {
    renderWithApollo(<PreviewPage id={PUBLISHED_ID} saved={false} />, [
      previewMock(PUBLISHED_ID, previewConnection()),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daybook weather journal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText("Adds the day's weather to your journal.")).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Services' })).toHaveTextContent(
      /Daybook→connected to.*Acme Weather/,
    );
    expect(
      within(screen.getByRole('list', { name: 'Why connect' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A richer journal', 'Never miss the weather']);

    const morning = screen.getByRole('region', { name: 'Morning forecast' });
    expect(within(morning).getByText('A journal entry with the forecast every morning.')).toBeInTheDocument();
    const steps = within(
      within(morning).getByRole('list', { name: 'Steps of Morning forecast' }),
    ).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Trigger: Daily forecast (Acme Weather)');
    expect(steps[1]).toHaveTextContent('Action: Create journal entry (Daybook)');
    // A visible step field with its custom label and preset; a hidden one is not shown.
    const city = within(morning).getByLabelText('Your city');
    expect(city).toHaveValue('Lisbon');
    expect(city).toHaveAttribute('readonly');
    expect(within(morning).queryByLabelText('Units')).not.toBeInTheDocument();
    const mood = within(morning).getByLabelText('Mood');
    expect(mood).toBeDisabled();
    expect(mood).toHaveValue('calm');
    expect(mood).toHaveAccessibleDescription('How the entry is tagged');

    const storm = screen.getByRole('region', { name: 'Storm warning (optional)' });
    expect(within(storm).getByLabelText('Quiet until (optional)')).toHaveValue('00:00');
    const kinds = within(storm).getByRole('group', { name: 'Kinds of storm (optional)' });
    expect(within(kinds).getByRole('checkbox', { name: 'Wind' })).toBeChecked();
    expect(within(kinds).getByRole('checkbox', { name: 'Thunder' })).not.toBeChecked();

    expect(screen.getByText('Your journal now knows the weather.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://daybook.example.com/journal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/edit`,
    );
    expect(screen.queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the user page' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/enable`,
    );
    expect(screen.getByRole('link', { name: 'Connections of Daybook' })).toHaveAttribute(
      'href',
      '/connections?service=daybook',
    );
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/detail`,
    );
  });

  it('shows the cover image when there is one', async () => {
    const { container } = renderWithApollo(<PreviewPage id={PUBLISHED_ID} saved={false} />, [
      previewMock(PUBLISHED_ID, previewConnection({ background_image_url_1x: '/connections/covers/c1.png' })),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.cn-cover img')).toHaveAttribute('src', '/connections/covers/c1.png');
  });

  it('offers Publish on a draft, and nothing to change to a viewer who may only read', async () => {
    const { unmount } = renderWithApollo(<PreviewPage id={DRAFT_ID} saved={false} />, [
      previewMock(DRAFT_ID, previewConnection({ id: DRAFT_ID, published: false, applet_configurations: [] })),
    ]);
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('This connection has no features yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the user page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish' })).toHaveAttribute(
      'href',
      `/connections/${DRAFT_ID}/publish`,
    );
    unmount();

    renderWithApollo(<PreviewPage id={DRAFT_ID} saved={false} />, [
      previewMock(DRAFT_ID, previewConnection({ id: DRAFT_ID, published: false, can_edit: false })),
    ]);
    await screen.findByText('Draft');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    // Staff read the detail screen too.
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/connections/${DRAFT_ID}/detail`,
    );
  });

  it("is 'Connection not found' when the server answers null", async () => {
    renderWithApollo(<PreviewPage id="c-missing" saved={false} />, [previewMock('c-missing', null)]);
    expect(await screen.findByText(CONNECTION_NOT_FOUND)).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const user = userEvent.setup();
    renderWithApollo(<PreviewPage id={PUBLISHED_ID} saved={false} />, [
      previewMock(PUBLISHED_ID, new Error('offline')),
      previewMock(PUBLISHED_ID, previewConnection()),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daybook weather journal' }),
    ).toBeInTheDocument();
  });

  it("flashes 'Changes saved' after the editor's save (?saved=1), then drops it from the address", async () => {
    window.history.replaceState(null, '', `/connections/${PUBLISHED_ID}?saved=1`);
    renderWithApollo(
      <>
        <PreviewPage id={PUBLISHED_ID} saved />
        <FlashHost />
      </>,
      [previewMock(PUBLISHED_ID, previewConnection())],
    );
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(CHANGES_SAVED);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe(`/connections/${PUBLISHED_ID}`);
  });
});
