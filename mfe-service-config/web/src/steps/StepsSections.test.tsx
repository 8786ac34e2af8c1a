import { clearFlash, FlashHost } from '@switchyard/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ReorderTqasDocument } from '../queries/operations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { dragItem, isSortableEnabled } from '@switchyard/ui/sortable-list/testing';
import {
  alertsFeed,
  forecast,
  report,
  SERVICE,
  stepsMock,
  stepsServiceFixture,
  storm,
  subscribe,
} from './stepsFixtures.testing';
import { StepsSections } from './StepsSections';

const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

function renderSections(mocks: MockedResponse[]) {
  return renderWithApollo(
    <>
      <StepsSections moduleName={SERVICE} />
      <FlashHost />
    </>,
    mocks,
  );
}

const reorderMock = (step_type: string, ids: string[], result: object): MockedResponse => ({
  request: { query: ReorderTqasDocument, variables: { channel_module_name: SERVICE, step_type, ids } },
  ...result,
});

afterEach(() => clearFlash());

describe('Triggers and Actions sections', () => {
  it('lists the triggers and actions with links and add links', async () => {
    renderSections([stepsMock()]);
    const triggers = await screen.findByRole('list', { name: 'Triggers' });
    expect(itemNames(triggers)).toEqual([forecast.name, alertsFeed.name, storm.name]);
    expect(within(triggers).getByText('Feed (RSS or Atom)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Edit ${alertsFeed.name}` })).toHaveAttribute(
      'href',
      `/services/${SERVICE}/triggers/t-2`,
    );
    expect(screen.getByRole('link', { name: `Edit ${forecast.name}` })).toHaveAttribute(
      'href',
      `/services/${SERVICE}/triggers/new_forecast`,
    );
    const actions = screen.getByRole('list', { name: 'Actions' });
    expect(itemNames(actions)).toEqual([report.name, subscribe.name]);
    expect(screen.getByRole('link', { name: `Edit ${subscribe.name}` })).toHaveAttribute(
      'href',
      `/services/${SERVICE}/actions/subscribe_city`,
    );
    expect(screen.getByRole('link', { name: 'Add trigger' })).toHaveAttribute(
      'href',
      `/services/${SERVICE}/triggers/new`,
    );
    expect(screen.getByRole('link', { name: 'Add action' })).toHaveAttribute(
      'href',
      `/services/${SERVICE}/actions/new`,
    );
    expect(await isSortableEnabled(triggers)).toBe(true);
  });

  it('persists a trigger drag with reorderTqas', async () => {
    renderSections([
      stepsMock(),
      reorderMock('trigger', [alertsFeed.id, storm.id, forecast.id], {
        result: { data: { reorderTqas: { errors: [] } } },
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Triggers' });
    await dragItem(list, 0, 2);
    expect(itemNames(list)).toEqual([alertsFeed.name, storm.name, forecast.name]);
    expect(await screen.findByText('Triggers reordered')).toBeInTheDocument();
  });

  it('rolls an action drag back when reordering fails', async () => {
    renderSections([
      stepsMock(),
      reorderMock('action', [subscribe.id, report.id], { error: new Error('offline') }),
    ]);
    const list = await screen.findByRole('list', { name: 'Actions' });
    await dragItem(list, 0, 1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There has been an error reordering the Actions, try again!',
    );
    await waitFor(() => expect(itemNames(list)).toEqual([report.name, subscribe.name]));
  });

  it('hides the add links and the dragging for a published service', async () => {
    renderSections([stepsMock(stepsServiceFixture({ published: true }))]);
    const triggers = await screen.findByRole('list', { name: 'Triggers' });
    expect(await isSortableEnabled(triggers)).toBe(false);
    expect(await isSortableEnabled(screen.getByRole('list', { name: 'Actions' }))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Add trigger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(triggers).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/triggers/'),
    );
  });

  it("shows another organization's unpublished service without Add, dragging or pencils", async () => {
    renderSections([stepsMock(stepsServiceFixture({ viewer_is_member: false }))]);
    const triggers = await screen.findByRole('list', { name: 'Triggers' });
    expect(await isSortableEnabled(triggers)).toBe(false);
    expect(screen.queryByRole('link', { name: 'Add trigger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('says when a service has none yet', async () => {
    renderSections([stepsMock(stepsServiceFixture({ triggers: [], actions: [] }))]);
    expect(await screen.findByText('This service has no triggers yet.')).toBeInTheDocument();
    expect(screen.getByText('This service has no actions yet.')).toBeInTheDocument();
  });
});
