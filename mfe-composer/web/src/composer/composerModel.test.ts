import {
  appletBody,
  definitionKey,
  emptyDraft,
  hasInvalidIngredients,
  hasUnusedQuery,
  newStep,
  splitDetails,
  withActionDefaults,
  withCompatibleActions,
  type Definitions,
  type Draft,
  type StepDefinition,
} from './composerModel';

const def = (full: string, over: Partial<StepDefinition> = {}): StepDefinition =>
  ({
    id: full,
    module_name: full.split('.')[1],
    full_module_name: full,
    name: full,
    description: '',
    fields: [],
    ingredients: [],
    permission: null,
    ...over,
  }) as StepDefinition;

const defs: Definitions = new Map([
  [
    definitionKey('trigger', 'daybook', 'new_journal_entry'),
    def('daybook.new_journal_entry', {
      name: 'New journal entry',
      ingredients: [
        { name: 'Title', slug: 'title', normalized_name: '', example: null, value_type: 'string', token: '' },
      ],
    }),
  ],
  [definitionKey('query', 'daybook', 'search_journal_entries'), def('daybook.search_journal_entries')],
  [
    definitionKey('action', 'acme_notes', 'create_note'),
    def('acme_notes.create_note', {
      fields: [
        { name: 'title' } as StepDefinition['fields'][number],
        { name: 'body' } as StepDefinition['fields'][number],
      ],
      permission: { list_type: 'allowlist', channels: ['acme_weather'] },
    }),
  ],
]);

const draft = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft(),
  trigger: newStep('daybook', 'new_journal_entry'),
  actions: [newStep('acme_notes', 'create_note')],
  ...over,
});

it('sends every field of a step, with default_value_json only for a value', () => {
  const d = draft();
  d.actions[0].fields.title = {
    custom_label: ' Note ',
    hidden: true,
    value: 'On {{Daybook.newJournalEntry.Title}}',
  };
  const body = appletBody(d, defs);
  expect(body.applet_actions[0].fields).toEqual([
    {
      name: 'title',
      custom_label: 'Note',
      hidden: true,
      default_value_json: '"On {{Daybook.newJournalEntry.Title}}"',
    },
    { name: 'body', custom_label: null, hidden: false, default_value_json: null },
  ]);
  expect(hasInvalidIngredients(d, defs)).toBe(false);
  d.actions[0].fields.body = { custom_label: '', hidden: false, value: '{{Daybook.gone.Title}}' };
  expect(hasInvalidIngredients(d, defs)).toBe(true);
});

it('finds a query used nowhere', () => {
  const q = newStep('daybook', 'search_journal_entries');
  expect(hasUnusedQuery(draft({ queries: [q] }))).toBe(true);
  expect(
    hasUnusedQuery(draft({ queries: [q], filter_code: 'if (Daybook.searchJournalEntries.length) {}' })),
  ).toBe(false);
});

it('removes the actions a new trigger is not compatible with, naming them', () => {
  const { draft: next, messages } = withCompatibleActions(draft(), defs, () => 'Acme Notes');
  expect(next.actions).toEqual([]);
  expect(messages).toEqual(['Acme Notes was removed because it is not compatible with New journal entry.']);
});

it('puts details under the paths shown, the rest in the generic area', () => {
  const { byPath, generic } = splitDetails(
    [
      { parameter: '/name', message: "can't be blank" },
      { parameter: '/name', message: 'is too long' },
      { parameter: '/applet/applet_actions/3/fields/x', message: 'is not a field' },
      { parameter: 'base', message: 'Something' },
    ],
    new Set(['/name']),
  );
  expect(byPath.get('/name')).toBe("can't be blank; is too long");
  expect(generic).toEqual(['/applet/applet_actions/3/fields/x: is not a field', 'Something']);
});

it("fills the trigger's action defaults into empty fields only", () => {
  const d = draft();
  d.actions[0].fields.body = { custom_label: '', hidden: false, value: 'mine' };
  const filled = withActionDefaults(d, [
    {
      action: 'acme_notes.create_note',
      fields: [
        { name: 'title', default_value_json: '"{{Daybook.newJournalEntry.Title}}"' },
        { name: 'body', default_value_json: '"theirs"' },
      ],
    },
  ]);
  expect(filled.actions[0].fields.title.value).toBe('{{Daybook.newJournalEntry.Title}}');
  expect(filled.actions[0].fields.body.value).toBe('mine');
  expect(withActionDefaults(filled, [])).toBe(filled);
});
