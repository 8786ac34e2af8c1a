import { clearFlash, FlashHost } from '@switchyard/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { ActionCreateDocument, ActionDeleteDocument, ActionUpdateDocument } from './operations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { actionEditMock, actionFixture, report, SERVICE, stepsMock } from './stepsFixtures.testing';

function renderAt(path: string, mocks: MockedResponse[]) {
  window.history.replaceState(null, '', path);
  return renderWithApollo(
    <>
      <ServiceConfigRoutes />
      <FlashHost />
    </>,
    mocks,
  );
}

const created = actionFixture({
  id: 'a-9',
  name: 'Send alert',
  slug: 'send_alert',
  description: 'Sends.',
  verbiage: 'send',
});

afterEach(() => clearFlash());

describe('new action', () => {
  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/actions/new`, [stepsMock()]);
    await user.type(await screen.findByLabelText('Endpoint slug'), 'Bad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
    expect(screen.getByText('Error: slug is too short (minimum is 4 characters)')).toBeInTheDocument();
    expect(screen.getByText("Error: description can't be blank")).toBeInTheDocument();
  });

  it('fills the slug from the name, creates, and replaces the address with the edit path', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/actions/new`, [
      stepsMock(),
      {
        request: {
          query: ActionCreateDocument,
          variables: {
            channel_module_name: SERVICE,
            name: 'Send alert',
            slug: 'send_alert',
            description: 'Sends.',
            verbiage: 'send',
          },
        },
        // Long enough that a loaded machine's click still finds the request in flight.
        delay: 500,
        result: { data: { actionCreate: { action: created, errors: [] } } },
      },
      actionEditMock(created, 'send_alert'),
    ]);
    await user.type(await screen.findByLabelText('Name'), 'Send alert');
    await user.tab();
    expect(screen.getByLabelText('Endpoint slug')).toHaveValue('send_alert');
    await user.type(screen.getByLabelText('Description'), 'Sends.');
    await user.type(screen.getByLabelText('Verbiage'), 'send');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Action created', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/actions/send_alert`);
    expect(await screen.findByRole('heading', { name: 'Send alert' })).toBeInTheDocument();
  });
});

describe('edit action', () => {
  it("shows the server's errors beside their fields", async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/actions/post_report`, [
      actionEditMock(report, 'post_report'),
      {
        request: {
          query: ActionUpdateDocument,
          variables: {
            id: report.id,
            name: report.name,
            slug: 'subscribe_city',
            description: report.description,
            verbiage: report.verbiage,
          },
        },
        result: {
          data: {
            actionUpdate: { action: null, errors: [{ attribute: 'slug', message: 'is already taken' }] },
          },
        },
      },
    ]);
    const slug = await screen.findByLabelText('Endpoint slug');
    await user.clear(slug);
    await user.type(slug, 'subscribe_city');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: slug is already taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not update action — please check your data');
  });

  it('keeps the action when deleting fails', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/actions/post_report`, [
      actionEditMock(report, 'post_report'),
      {
        request: { query: ActionDeleteDocument, variables: { id: report.id } },
        result: {
          data: { actionDelete: { errors: [{ attribute: 'base', message: 'This service is published.' }] } },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete action — please check your data')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/actions/post_report`);
  });

  it('is read-only when the service is published', async () => {
    renderAt(`/services/${SERVICE}/actions/post_report`, [actionEditMock(report, 'post_report', true)]);
    expect(await screen.findByLabelText('Endpoint slug')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('clone the service, change the clone');
  });
});
