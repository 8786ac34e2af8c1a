import type { MockedResponse } from '@apollo/client/testing';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { ReorderStepFieldsDocument } from './operations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { dragItem, isSortableEnabled } from '@switchyard/ui/sortable-list/testing';
import { answer, mockFetch, sent } from './restFixtures.testing';
import { actionEditMock, actionFieldFixture, report, SERVICE } from './stepsFixtures.testing';

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

const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

const text = actionFieldFixture();
const city = actionFieldFixture({
  id: 'af-2',
  name: 'City',
  slug: 'city',
  action_field_type: 15,
  required: false,
  weight: 1,
});
const PAGE = `/services/${SERVICE}/actions/post_report`;

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm');
});
afterEach(() => {
  confirmSpy.mockRestore();
  clearFlash();
});

describe('action fields on the action page', () => {
  it('lists the fields with their types and reorders them by the action slug', async () => {
    renderAt(PAGE, [
      actionEditMock(report, 'post_report', false, { fields: [text, city] }),
      {
        request: {
          query: ReorderStepFieldsDocument,
          variables: {
            channel_module_name: SERVICE,
            step_module_name: 'post_report',
            step_type: 'action',
            field_ids: [city.id, text.id],
          },
        },
        result: { data: { reorderStepFields: { errors: [] } } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Action fields' });
    expect(itemNames(list)).toEqual(['Report text', 'City']);
    expect(within(list).getByText('Text input: Text, required')).toBeInTheDocument();
    expect(within(list).getByText('Dropdown list: Dynamic from my service')).toBeInTheDocument();
    await dragItem(list, 1, 0);
    expect(await screen.findByText('Action fields reordered')).toBeInTheDocument();
    expect(itemNames(list)).toEqual(['City', 'Report text']);
  });

  it('adds a field, deletes one after confirming, and reloads the list each time', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      answer(201, { partners_action_field: city, errors: [] }),
      answer(200, { errors: [] }),
    );
    renderAt(PAGE, [
      actionEditMock(report, 'post_report'),
      actionEditMock(report, 'post_report', false, { fields: [city] }),
      actionEditMock(report, 'post_report'),
    ]);
    expect(await screen.findByText('This action has no fields yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const form = screen.getByRole('form', { name: 'New action field' });
    await user.type(within(form).getByLabelText('Name'), 'City');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action field created')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit City' }));
    confirmSpy.mockReturnValueOnce(true);
    await user.click(
      within(screen.getByRole('form', { name: 'Action field City' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Action field deleted')).toBeInTheDocument();
    expect(sent(fetchMock, 1)).toMatchObject({
      method: 'DELETE',
      url: `/services/${SERVICE}/actions/${report.id}/action_fields/city`,
    });
    await waitFor(() => expect(screen.getByText('This action has no fields yet.')).toBeInTheDocument());
  });

  it('only shows a published service', async () => {
    renderAt(PAGE, [actionEditMock(report, 'post_report', true, { fields: [text, city] })]);
    const list = await screen.findByRole('list', { name: 'Action fields' });
    expect(await isSortableEnabled(list)).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View City' })).toBeInTheDocument();
  });
});
