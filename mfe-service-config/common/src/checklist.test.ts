import {
  CHECKLIST_EDIT_FORM_DELAY_MS,
  checklistEditPath,
  checklistKeyOfHash,
  checklistKeysOf,
  checklistOf,
  firstUnsatisfiedIndex,
  type ChecklistStep,
} from './checklist';

const trigger: ChecklistStep = {
  type: 'trigger',
  name: 'New note',
  description: 'This trigger fires every time you add a note.',
  verbiage: 'a new note',
  fields: [{ helper_text: 'The notebook to watch.' }],
  ingredients: [{ note: 'The note text.', value_type: 'string', example: 'Buy milk' }],
  endpointTest: 'passed',
};

const satisfied = (step: ChecklistStep) =>
  Object.fromEntries(checklistOf(step).map((item) => [item.key, item.satisfied]));

describe('the checklist rules', () => {
  it('gives each step type its items: actions have no ingredients, queries no verbiage, feeds no endpoint test', () => {
    expect(checklistKeysOf('trigger')).toEqual([
      'description',
      'verbiage',
      'fields_labelled',
      'ingredients',
      'ingredient_notes',
      'ingredient_examples',
      'endpoint_test',
    ]);
    expect(checklistKeysOf('trigger', true)).not.toContain('endpoint_test');
    expect(checklistKeysOf('action')).toEqual([
      'description',
      'verbiage',
      'fields_labelled',
      'endpoint_test',
    ]);
    expect(checklistKeysOf('query')).toEqual([
      'description',
      'fields_labelled',
      'ingredients',
      'ingredient_notes',
      'ingredient_examples',
      'endpoint_test',
    ]);
  });

  it('satisfies every item of a well described, tested trigger', () => {
    expect(Object.values(satisfied(trigger)).every(Boolean)).toBe(true);
    expect(checklistOf(trigger)[0]).toEqual({
      key: 'description',
      satisfied: true,
      title: 'Describe New note in a complete sentence',
    });
  });

  it('finds what is missing', () => {
    const poor: ChecklistStep = {
      ...trigger,
      description: 'fires on notes',
      verbiage: '  ',
      fields: [{ helper_text: 'Fine.' }, { helper_text: null }],
      ingredients: [
        { note: 'the text', value_type: 'string', example: null },
        { note: 'When it was made.', value_type: 'datetime', example: null },
      ],
      endpointTest: 'failed',
    };
    expect(satisfied(poor)).toEqual({
      description: false,
      verbiage: false,
      fields_labelled: false,
      ingredients: true,
      ingredient_notes: false,
      ingredient_examples: false,
      endpoint_test: false,
    });
    expect(satisfied({ ...trigger, ingredients: [], endpointTest: 'untested' })).toMatchObject({
      ingredients: false,
      ingredient_notes: true,
      ingredient_examples: true,
      endpoint_test: false,
    });
  });

  it("asks a query's description to start 'This query returns', and examples only of types that take them", () => {
    const query: ChecklistStep = {
      type: 'query',
      name: 'List notes',
      description: 'Lists the notes.',
      fields: [],
      ingredients: [{ note: 'Another query.', value_type: 'query', example: null }],
      endpointTest: 'passed',
    };
    expect(satisfied(query)).toMatchObject({ description: false, ingredient_examples: true });
    expect(satisfied({ ...query, description: 'This query returns the notes.' }).description).toBe(true);
    expect(checklistOf(query)[0].title).toBe(
      "Describe List notes in a sentence starting 'This query returns' and ending with a period",
    );
  });

  it('points a step page at the first field or ingredient an item is about', () => {
    const parts = {
      fields: [{ helper_text: 'x' }, { helper_text: '' }],
      ingredients: [
        { note: 'Fine.', value_type: 'date', example: null },
        { note: 'no', value_type: 'string', example: null },
      ],
    };
    expect(firstUnsatisfiedIndex('fields_labelled', 'trigger', parts)).toBe(1);
    expect(firstUnsatisfiedIndex('ingredient_notes', 'trigger', parts)).toBe(1);
    expect(firstUnsatisfiedIndex('ingredient_examples', 'trigger', parts)).toBe(1);
    expect(firstUnsatisfiedIndex('verbiage', 'trigger', parts)).toBe(-1);
  });

  it('reads the hash and builds the edit paths; the form opens after 350 ms', () => {
    expect(CHECKLIST_EDIT_FORM_DELAY_MS).toBe(350);
    expect(checklistKeyOfHash('#checklist-verbiage')).toBe('verbiage');
    expect(checklistKeyOfHash('#checklist-nope')).toBeNull();
    expect(checklistKeyOfHash('#feedback')).toBeNull();
    expect(checklistEditPath('daybook', 'trigger', 'new_note', 'verbiage')).toBe(
      '/services/daybook/triggers/new_note#checklist-verbiage',
    );
    expect(checklistEditPath('daybook', 'query', 'list_notes', 'ingredients')).toBe(
      '/services/daybook/queries/list_notes#checklist-ingredients',
    );
    expect(checklistEditPath('daybook', 'action', 'add_note', 'endpoint_test')).toBe(
      '/services/daybook/endpoint_tests#checklist-endpoint_test',
    );
  });
});
