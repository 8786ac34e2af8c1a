import { clearFlash, FlashHost } from '@switchyard/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { TriggerCreateDocument, TriggerDeleteDocument, TriggerUpdateDocument } from './operations';
import { ServicePageDocument } from '../services/serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { serviceFixture } from '../testing/serviceFixtures';
import {
  alertsFeed,
  forecast,
  SERVICE,
  stepsMock,
  stepsServiceFixture,
  triggerEditMock,
  triggerFixture,
} from './stepsFixtures.testing';

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

const created = triggerFixture({
  id: 't-9',
  name: 'Rain starts',
  slug: 'rain_starts',
  description: 'Fires.',
});

afterEach(() => clearFlash());

describe('new trigger', () => {
  it('offers API and feed; a feed hides the slug and asks for the feed URL', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new`, [stepsMock()]);
    const api = await screen.findByRole('radio', { name: 'API' });
    expect(api).toBeChecked();
    expect(screen.getByLabelText('Endpoint slug')).toBeInTheDocument();
    expect(screen.queryByLabelText('Feed URL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Feed (RSS or Atom)' }));
    expect(screen.queryByLabelText('Endpoint slug')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Feed URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Error: feed_url must be a URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Error: slug/)).not.toBeInTheDocument();
  });

  it('requires the slug of an API trigger and fills it in snake_case from the name', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new`, [stepsMock()]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: slug can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Rain starts');
    await user.tab();
    expect(screen.getByLabelText('Endpoint slug')).toHaveValue('rain_starts');
  });

  it('creates, reads Saving… meanwhile, and replaces the address with the edit path', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new`, [
      stepsMock(),
      {
        request: {
          query: TriggerCreateDocument,
          variables: {
            channel_module_name: SERVICE,
            trigger_type: 'protocol',
            name: 'Rain starts',
            slug: 'rain_starts',
            description: 'Fires.',
            verbiage: null,
            feed_url: null,
          },
        },
        // Long enough that a loaded machine's click still finds the request in flight.
        delay: 500,
        result: { data: { triggerCreate: { trigger: created, errors: [] } } },
      },
      triggerEditMock(created, 'rain_starts'),
    ]);
    await user.type(await screen.findByLabelText('Name'), 'Rain starts');
    await user.type(screen.getByLabelText('Description'), 'Fires.');
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Trigger created', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/triggers/rain_starts`);
    expect(window.history.length).toBe(before);
    expect(await screen.findByRole('heading', { name: 'Rain starts' })).toBeInTheDocument();
  });

  it("shows the server's errors beside their fields", async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new`, [
      stepsMock(),
      {
        request: {
          query: TriggerCreateDocument,
          variables: {
            channel_module_name: SERVICE,
            trigger_type: 'protocol',
            name: 'Forecast',
            slug: 'new_forecast',
            description: 'Fires.',
            verbiage: null,
            feed_url: null,
          },
        },
        result: {
          data: {
            triggerCreate: { trigger: null, errors: [{ attribute: 'slug', message: 'is already taken' }] },
          },
        },
      },
    ]);
    await user.type(await screen.findByLabelText('Name'), 'Forecast');
    await user.clear(screen.getByLabelText('Endpoint slug'));
    await user.type(screen.getByLabelText('Endpoint slug'), 'new_forecast');
    await user.type(screen.getByLabelText('Description'), 'Fires.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: slug is already taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not create trigger — please check your data');
    expect(window.location.pathname).toBe(`/services/${SERVICE}/triggers/new`);
  });

  it('Cancel returns to the service page without a page load', async () => {
    const user = userEvent.setup();
    const { triggers, actions } = stepsServiceFixture();
    renderAt(`/services/${SERVICE}/triggers/new`, [
      stepsMock(),
      {
        // The service page's query brings its Triggers and Actions lists too (one request).
        request: { query: ServicePageDocument, variables: { module_name: SERVICE } },
        result: { data: { service: serviceFixture({ triggers, actions }) } },
      },
    ]);
    const cancel = await screen.findByRole('link', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('href', `/services/${SERVICE}`);
    await user.click(cancel);
    expect(window.location.pathname).toBe(`/services/${SERVICE}`);
    expect(await screen.findByRole('list', { name: 'Triggers' })).toBeInTheDocument();
  });
});

describe('edit trigger', () => {
  it('edits a feed trigger addressed by id, sending no slug', async () => {
    const user = userEvent.setup();
    const updated = { ...alertsFeed, feed_url: 'https://weather.acme.example/atom.xml' };
    renderAt(`/services/${SERVICE}/triggers/t-2`, [
      triggerEditMock(alertsFeed, 't-2'),
      {
        request: {
          query: TriggerUpdateDocument,
          variables: {
            id: 't-2',
            trigger_type: 'feed',
            name: alertsFeed.name,
            slug: null,
            description: alertsFeed.description,
            verbiage: null,
            feed_url: updated.feed_url,
          },
        },
        result: { data: { triggerUpdate: { trigger: updated, errors: [] } } },
      },
      triggerEditMock(updated, 't-2'),
    ]);
    expect(await screen.findByRole('radio', { name: 'Feed (RSS or Atom)' })).toBeChecked();
    expect(screen.queryByLabelText('Endpoint slug')).not.toBeInTheDocument();
    const feedUrl = screen.getByLabelText('Feed URL');
    await user.clear(feedUrl);
    await user.type(feedUrl, updated.feed_url);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trigger updated')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/triggers/t-2`);
  });

  it('deletes after the confirmation and returns to the service page', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      triggerEditMock(forecast, 'new_forecast'),
      {
        request: { query: TriggerDeleteDocument, variables: { id: forecast.id } },
        result: { data: { triggerDelete: { errors: [] } } },
      },
      {
        request: { query: ServicePageDocument, variables: { module_name: SERVICE } },
        result: { data: { service: serviceFixture() } },
      },
      stepsMock(),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to PERMANENTLY delete this trigger?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Trigger deleted')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/services/${SERVICE}`));
  });

  it('is read-only when the service is published', async () => {
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [triggerEditMock(forecast, 'new_forecast', true)]);
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('clone the service, change the clone');
  });

  it("is read-only for a viewer outside the service's organization (review team, staff), even unpublished", async () => {
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      triggerEditMock(forecast, 'new_forecast', 'not a member'),
    ]);
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You are viewing this service. Only members of its organization can change it.',
    );
  });

  it('shows NOT FOUND for a trigger that does not exist', async () => {
    renderAt(`/services/${SERVICE}/triggers/nothing_here`, [triggerEditMock(null, 'nothing_here')]);
    expect(await screen.findByText('NOT FOUND')).toBeInTheDocument();
  });
});
