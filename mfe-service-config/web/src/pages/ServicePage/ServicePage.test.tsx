import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_PAGE_QUERY } from '../../serviceOperations';
import { renderWithApollo } from '../../testing/renderWithApollo';
import { ACME_ID, serviceFixture } from '../../testing/serviceFixtures';
import { ServicePage } from './ServicePage';

const pageMock = (module_name: string, result: MockedResponse['result'], delay = 0): MockedResponse => ({
  request: { query: SERVICE_PAGE_QUERY, variables: { module_name } },
  result,
  delay,
});

const GUIDANCE =
  /To change it, clone the service, change the clone, and submit the staging service for review\./;

describe('ServicePage', () => {
  it('shows a published service as read-only, with the guidance to clone it', async () => {
    renderWithApollo(<ServicePage moduleName="acme_weather" />, [
      pageMock('acme_weather', { data: { service: serviceFixture() } }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This service is published, so it is read-only.');
    expect(note).toHaveTextContent(GUIDANCE);
    expect(screen.getByText('acme_weather')).toBeInTheDocument();
    expect(screen.getByText('Forecasts and severe weather alerts for any city.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Automation' })).toHaveAttribute(
      'href',
      `/organizations/${ACME_ID}`,
    );
    expect(screen.getByTestId('brand-color-swatch')).toHaveStyle({ background: '#1E88E5' });
    expect(screen.getByText('#1E88E5')).toBeInTheDocument();
    const placeholder = screen.getByRole('img', { name: 'No icon yet' });
    expect(placeholder).toHaveTextContent('A');
  });

  it('shows a draft without the read-only guidance, and the icon when there is one', async () => {
    renderWithApollo(<ServicePage moduleName="acme_notes" />, [
      pageMock('acme_notes', {
        data: {
          service: serviceFixture({
            id: '20000000-0000-4000-8000-000000000002',
            module_name: 'acme_notes',
            name: 'Acme Notes',
            published: false,
            brand_color: null,
            color_hsl: null,
            icon: '/services/acme_notes/icon.png',
            url: '/services/acme_notes',
          }),
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Acme Notes' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByText('Published')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(GUIDANCE)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Notes icon' })).toHaveAttribute(
      'src',
      '/services/acme_notes/icon.png',
    );
    const colour = screen.getByText('Brand colour').nextElementSibling as HTMLElement;
    expect(within(colour).getByText('Not set')).toBeInTheDocument();
  });

  it('shows loading, then a not-found state for unknown or foreign services', async () => {
    renderWithApollo(<ServicePage moduleName="bigco_crm" />, [
      pageMock('bigco_crm', { data: { service: null } }, 30),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading service…');
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no service “bigco_crm” in your organizations\./)).toBeInTheDocument();
  });

  it('shows an error state with a retry that loads the service', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ServicePage moduleName="acme_weather" />, [
      {
        request: { query: SERVICE_PAGE_QUERY, variables: { module_name: 'acme_weather' } },
        error: new Error('offline'),
      },
      pageMock('acme_weather', { data: { service: serviceFixture() } }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this service. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();
  });
});
