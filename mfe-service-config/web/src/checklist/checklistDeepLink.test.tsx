import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { CHECKLIST_EDIT_FORM_DELAY_MS } from '@switchyard/service-config-common/checklist';
import { ServiceConfigRoutes } from '../routes';
import { renderWithApollo } from '../testing/renderWithApollo';
import {
  detailsFixture,
  editMock,
  ingredientFixture,
  SERVICE as QUERIES_SERVICE,
} from '../queries/queriesFixtures.testing';
import {
  actionEditMock,
  forecast,
  report,
  SERVICE,
  triggerEditMock,
  triggerFieldFixture,
  triggerIngredientFixture,
} from '../steps/stepsFixtures.testing';
import { checklistTarget } from './checklistTarget';
import { useChecklistHash } from './useChecklistHash';

// The page loads, then waits 350 ms: more than waitFor's default second on a busy machine.
const SLOW = { timeout: 4000 };

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('a checklist hash', () => {
  it('names its item CHECKLIST_EDIT_FORM_DELAY_MS (350 ms) after the page shows, not before', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/services/daybook/triggers/new_note#checklist-verbiage');
    const onItem = jest.fn();
    renderHook(() => useChecklistHash(onItem));
    expect(CHECKLIST_EDIT_FORM_DELAY_MS).toBe(350);
    act(() => jest.advanceTimersByTime(349));
    expect(onItem).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onItem).toHaveBeenCalledWith('verbiage');
    expect(onItem).toHaveBeenCalledTimes(1);
  });

  it('follows a hash the page moves to, and ignores other hashes', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/services/daybook/triggers/new_note#feedback');
    const onItem = jest.fn();
    const { unmount } = renderHook(() => useChecklistHash(onItem));
    act(() => jest.advanceTimersByTime(1000));
    expect(onItem).not.toHaveBeenCalled();
    act(() => {
      window.history.pushState(null, '', '#checklist-ingredients');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    act(() => jest.advanceTimersByTime(350));
    expect(onItem).toHaveBeenCalledWith('ingredients');
    // gone before its time: nothing happens
    act(() => {
      window.history.pushState(null, '', '#checklist-description');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    unmount();
    act(() => jest.advanceTimersByTime(350));
    expect(onItem).toHaveBeenCalledTimes(1);
  });

  it('points at the first field or ingredient wanting', () => {
    const parts = {
      fields: [
        { id: 'f1', helper_text: 'Fine.' },
        { id: 'f2', helper_text: null },
      ],
      ingredients: [{ id: 'i1', note: 'no period', value_type: 'date', example: null }],
    };
    expect(checklistTarget('fields_labelled', 'trigger', parts)).toEqual({
      kind: 'fields',
      open: { id: 'f2', focus: 'helper_text' },
    });
    expect(checklistTarget('ingredient_notes', 'trigger', parts)).toEqual({
      kind: 'ingredients',
      open: { id: 'i1', focus: 'note' },
    });
    // a date ingredient takes no example
    expect(checklistTarget('ingredient_examples', 'trigger', parts)).toBeNull();
    expect(checklistTarget('ingredients', 'query', parts)).toEqual({
      kind: 'ingredients',
      open: { id: 'new', focus: 'name' },
    });
    expect(checklistTarget('verbiage', 'action', parts)).toEqual({ kind: 'control', name: 'verbiage' });
    expect(checklistTarget('endpoint_test', 'action', parts)).toBeNull();
  });
});

describe('the step pages', () => {
  it('open the trigger field without a helper text, focused on it, once the delay is over', async () => {
    const labelled = triggerFieldFixture({ helper_text: 'The city to watch.' });
    const bare = triggerFieldFixture({ id: 'tf-2', name: 'Which units?', slug: 'units', weight: 1 });
    window.history.replaceState(
      null,
      '',
      `/services/${SERVICE}/triggers/${forecast.slug}#checklist-fields_labelled`,
    );
    renderWithApollo(<ServiceConfigRoutes />, [
      triggerEditMock(forecast, forecast.slug!, false, { fields: [labelled, bare] }),
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Which units?' })).toBeInTheDocument();
    // not yet: the form opens after the delay
    expect(screen.queryByLabelText('Helper text')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Helper text')).toHaveFocus(), SLOW);
    expect(screen.queryByRole('button', { name: 'Edit Which units?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Which city?' })).toBeInTheDocument();
  });

  it("open a new trigger ingredient's form for 'ingredients'", async () => {
    window.history.replaceState(
      null,
      '',
      `/services/${SERVICE}/triggers/${forecast.slug}#checklist-ingredients`,
    );
    renderWithApollo(<ServiceConfigRoutes />, [triggerEditMock(forecast, forecast.slug!)]);
    expect(await screen.findByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('form', { name: 'New ingredient' })).toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByLabelText('Name', { selector: '.sc-subform input' })).toHaveFocus();
  });

  it('focus the note of the first trigger ingredient that is not a sentence', async () => {
    const poor = triggerIngredientFixture({
      id: 'ti-2',
      name: 'Summary',
      slug: 'summary',
      note: 'a summary',
    });
    window.history.replaceState(
      null,
      '',
      `/services/${SERVICE}/triggers/${forecast.slug}#checklist-ingredient_notes`,
    );
    renderWithApollo(<ServiceConfigRoutes />, [
      triggerEditMock(forecast, forecast.slug!, false, { ingredients: [triggerIngredientFixture(), poor] }),
    ]);
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveFocus(), SLOW);
    expect(screen.getByRole('form', { name: 'Ingredient Summary' })).toBeInTheDocument();
  });

  it("focus an action's verbiage", async () => {
    window.history.replaceState(null, '', `/services/${SERVICE}/actions/${report.slug}#checklist-verbiage`);
    renderWithApollo(<ServiceConfigRoutes />, [actionEditMock(report, report.slug)]);
    const verbiage = await screen.findByLabelText('Verbiage');
    expect(verbiage).not.toHaveFocus();
    await waitFor(() => expect(verbiage).toHaveFocus(), SLOW);
  });

  it('open the query ingredient without an example, focused on it', async () => {
    const query = detailsFixture({
      ingredients: [
        ingredientFixture(),
        ingredientFixture({ id: 'i-3', name: 'Country', slug: 'country', example: null }),
      ],
    });
    window.history.replaceState(
      null,
      '',
      `/services/${QUERIES_SERVICE}/queries/${query.module_name}#checklist-ingredient_examples`,
    );
    renderWithApollo(<ServiceConfigRoutes />, [editMock(query)]);
    await waitFor(() => expect(screen.getByLabelText('Example')).toHaveFocus(), SLOW);
    expect(screen.getByRole('form', { name: 'Ingredient Country' })).toBeInTheDocument();
  });
});
