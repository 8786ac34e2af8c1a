import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceKeyRegenerateDocument } from './serviceOperations';
import { COPIED, maskedKey, REGENERATED, ServiceKey } from './ServiceKey';

const ID = '20000000-0000-4000-8000-000000000002';
const KEY = '0123456789abcdef'.repeat(4);
const NEW_KEY = 'fedcba9876543210'.repeat(4);

const regenerateMock = (): MockedResponse => ({
  request: { query: ServiceKeyRegenerateDocument, variables: { id: ID } },
  result: {
    data: {
      serviceKeyRegenerate: {
        __typename: 'ServicePayload',
        service: { __typename: 'Service', id: ID, service_key: NEW_KEY },
        errors: [],
      },
    },
  },
});

function renderKey(mocks: MockedResponse[] = [], key = KEY) {
  return render(
    <MockedProvider mocks={mocks}>
      <ServiceKey serviceId={ID} serviceKey={key} header="Switchyard-Service-Key" />
    </MockedProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Service key' }) as HTMLInputElement;

it('masks the key but its last four characters, and names the header', () => {
  renderKey();
  expect(field().value).toBe(maskedKey(KEY));
  expect(field().value.endsWith('cdef')).toBe(true);
  expect(field().value).not.toContain('0123');
  expect(screen.getByText('Switchyard-Service-Key')).toBeInTheDocument();
});

it('shows and hides the key', async () => {
  renderKey();
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(field().value).toBe(KEY);
  await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
  expect(field().value).toBe(maskedKey(KEY));
});

it('copies the whole key, masked or not', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  renderKey();
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(KEY);
  expect(screen.getByRole('status')).toHaveTextContent(COPIED);
});

it('regenerates only after the confirmation, then shows the new key', async () => {
  renderKey([regenerateMock()]);
  await userEvent.click(screen.getByRole('button', { name: 'Regenerate…' }));
  const dialog = screen.getByRole('dialog', { name: 'Regenerate the service key?' });
  expect(dialog).toHaveTextContent('The current key stops working at once');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Regenerate…' }));
  await userEvent.click(screen.getByRole('button', { name: 'Regenerate key' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(REGENERATED));
});
