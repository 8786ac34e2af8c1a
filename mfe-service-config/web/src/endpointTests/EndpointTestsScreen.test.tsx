import { screen } from '@testing-library/react';
import { renderWithApollo } from '../testing/renderWithApollo';
import { EndpointTestsScreen } from './EndpointTestsScreen';
import { EndpointTestServiceDocument } from './endpointTestOperations';

const request = { query: EndpointTestServiceDocument, variables: { module_name: 'daybook' } };
const service = (last: unknown) => ({
  __typename: 'Service',
  id: 's1',
  module_name: 'daybook',
  name: 'Daybook',
  last_endpoint_test: last,
});

it('names the service and shows the latest stored result until a run begins', async () => {
  renderWithApollo(<EndpointTestsScreen moduleName="daybook" />, [
    {
      request,
      result: {
        data: {
          service: service({
            __typename: 'EndpointTestResult',
            failed: true,
            finished_at: '2026-11-20T10:00:00.000Z',
            passing: 92,
            failed_count: 6,
          }),
        },
      },
    },
  ]);
  expect(await screen.findByRole('link', { name: 'Daybook' })).toHaveAttribute('href', '/services/daybook');
  expect(screen.getByText(/Last test/)).toHaveTextContent(/failed, 92 passing, 6 failing\./);
  expect(screen.getByRole('status')).toHaveTextContent('Not running');
});

it('shows no latest result for a service never tested', async () => {
  renderWithApollo(<EndpointTestsScreen moduleName="daybook" />, [
    { request, result: { data: { service: service(null) } } },
  ]);
  expect(await screen.findByRole('button', { name: 'Begin test' })).toBeInTheDocument();
  expect(screen.queryByText(/Last test/)).not.toBeInTheDocument();
});

it('says not found for a service the viewer cannot see, with no Begin test', async () => {
  renderWithApollo(<EndpointTestsScreen moduleName="daybook" />, [
    { request, result: { data: { service: null } } },
  ]);
  expect(await screen.findByText('Service not found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Begin test' })).not.toBeInTheDocument();
});
