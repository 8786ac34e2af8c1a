import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiTokenForm } from './ApiTokenForm';

it('posts the API token to the service and says it is connected', async () => {
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 200, json: async () => ({ connected: 'notes' }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const onSaved = jest.fn();
  render(<ApiTokenForm module="notes" name="Notes" onSaved={onSaved} />);
  const connect = screen.getByRole('button', { name: 'Connect' });
  expect(connect).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Your Notes API token'), 'tok-123');
  await userEvent.click(connect);
  expect(onSaved).toHaveBeenCalled();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/my_services/notes/api_token');
  expect(JSON.parse(String(init.body))).toMatchObject({ api_token: 'tok-123' });
  expect(screen.getByLabelText('Your Notes API token')).toHaveValue('');
});
