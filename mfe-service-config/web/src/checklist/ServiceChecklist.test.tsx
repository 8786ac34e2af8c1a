import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApollo } from '../testing/renderWithApollo';
import { checklistGroups, checklistSummary } from './checklistGroups';
import { checklistItem, checklistMock, skipMock, UNLABELLED, UNTESTED } from './checklistFixtures.testing';
import { CHECKLIST_TEXTS, ServiceChecklist } from './ServiceChecklist';

const stepList = (label: string) => screen.getByRole('list', { name: label });

describe('the service checklist', () => {
  it('groups the items by step, marks the done ones and links each open one to its form', async () => {
    renderWithApollo(<ServiceChecklist moduleName="daybook" />, [checklistMock()]);
    expect(screen.getByText('Loading checklist…')).toBeInTheDocument();
    const open = await screen.findByRole('list', { name: 'Trigger: New journal entry: to check' });
    expect(screen.getByText('1 of 2 done, 1 skipped')).toBeInTheDocument();
    expect(within(open).getByText('Done:', { exact: false }).closest('li')).toHaveTextContent(
      'Describe New journal entry in a complete sentence',
    );
    expect(
      within(open).getByRole('link', { name: 'Edit: Give every field of New journal entry a helper text' }),
    ).toHaveAttribute('href', '/services/daybook/triggers/new_journal_entry#checklist-fields_labelled');
    // done items have nothing to skip
    expect(within(open).getAllByRole('button', { name: /^Skip/ })).toHaveLength(1);
    // skipped ones are listed collapsed under their step
    const skipped = stepList('Action: Create journal entry: skipped');
    expect(skipped.closest('details')).not.toHaveAttribute('open');
    expect(
      within(skipped).getByRole('button', {
        name: 'Undo skip: Pass the endpoint test of Create journal entry',
      }),
    ).toBeInTheDocument();
  });

  it('skips an item at once, and keeps it skipped when the server agrees', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ServiceChecklist moduleName="daybook" />, [
      checklistMock(),
      skipMock(UNLABELLED, false),
    ]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Skip: Give every field of New journal entry a helper text',
      }),
    );
    // optimistic: moved before the answer arrives
    const skipped = stepList('Trigger: New journal entry: skipped');
    expect(within(skipped).getByText(UNLABELLED.title)).toBeInTheDocument();
    expect(skipped.closest('details')!.querySelector('summary')).toHaveFocus();
    await waitFor(() => expect(screen.getByText('1 of 1 done, 2 skipped')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 40));
    expect(
      within(stepList('Trigger: New journal entry: skipped')).getByText(UNLABELLED.title),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('undoes a skip', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ServiceChecklist moduleName="daybook" />, [checklistMock(), skipMock(UNTESTED, true)]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Undo skip: Pass the endpoint test of Create journal entry',
      }),
    );
    const open = stepList('Action: Create journal entry: to check');
    expect(within(open).getByRole('link', { name: `Endpoint tests: ${UNTESTED.title}` })).toHaveAttribute(
      'href',
      '/services/daybook/endpoint_tests#checklist-endpoint_test',
    );
    expect(screen.getByRole('heading', { name: 'Action: Create journal entry' })).toHaveFocus();
    await waitFor(() => expect(screen.getByText('1 of 3 done')).toBeInTheDocument());
  });

  it.each([
    ['refuses', { errors: [{ attribute: 'key', message: 'is not a checklist item of this step' }] }],
    ['cannot be reached', { error: new Error('offline') }],
  ])('puts a skipped item back and says so when the server %s', async (_, answer) => {
    const user = userEvent.setup();
    renderWithApollo(<ServiceChecklist moduleName="daybook" />, [
      checklistMock(),
      skipMock(UNLABELLED, false, answer),
    ]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Skip: Give every field of New journal entry a helper text',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been an error. Please try again!');
    expect(
      within(stepList('Trigger: New journal entry: to check')).getByRole('button', {
        name: `Skip: ${UNLABELLED.title}`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Trigger: New journal entry: skipped' }),
    ).not.toBeInTheDocument();
  });

  it('says when it could not load, and when there is nothing to check', async () => {
    const failing = { ...checklistMock(), result: undefined, error: new Error('offline') };
    const { unmount } = renderWithApollo(<ServiceChecklist moduleName="daybook" />, [failing]);
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKLIST_TEXTS.loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    unmount();
    renderWithApollo(<ServiceChecklist moduleName="daybook" />, [checklistMock([])]);
    expect(await screen.findByText(CHECKLIST_TEXTS.empty)).toBeInTheDocument();
  });
});

describe('checklist groups', () => {
  it('name a feed trigger by its name though the checklist knows it by id', () => {
    const feedItem = checklistItem({ step_module_name: 'f1' });
    const groups = checklistGroups({
      __typename: 'Service',
      id: 's',
      checklist: [feedItem],
      triggers: [{ id: 'f1', slug: null, name: 'New post' }],
      queries: [],
      actions: [],
    } as Parameters<typeof checklistGroups>[0]);
    expect(groups).toEqual([{ id: 'trigger:f1', label: 'Trigger: New post', open: [feedItem], skipped: [] }]);
    expect(checklistSummary([feedItem, { ...feedItem, key: 'verbiage', satisfied: false }])).toBe(
      '1 of 2 done',
    );
  });
});
