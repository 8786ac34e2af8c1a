import {
  fromStencil,
  invalidTokens,
  isQueryUsed,
  serviceNamespace,
  setterName,
  stepPath,
  tokenPaths,
  tokensOf,
} from './ingredients';

const entry = {
  channel_module_name: 'daybook',
  module_name: 'new_journal_entry',
  ingredients: [
    { name: 'Title', slug: 'title' },
    { name: 'entry text', slug: 'entry_text' },
  ],
};
const search = { channel_module_name: 'daybook', module_name: 'search_journal_entries' };

describe('ingredient tokens', () => {
  it('names services and steps as filter code reads them', () => {
    expect(serviceNamespace('acme_weather')).toBe('AcmeWeather');
    expect(stepPath('daybook', 'new_journal_entry')).toBe('Daybook.newJournalEntry');
    expect(setterName('image_url')).toBe('setImageUrl');
    expect(setterName('caption')).toBe('setCaption');
    expect(tokensOf(entry).map((t) => t.token)).toEqual([
      '{{Daybook.newJournalEntry.Title}}',
      '{{Daybook.newJournalEntry.EntryText}}',
    ]);
  });

  it('finds the tokens of a text and the ones no step offers', () => {
    const text = 'On {{Daybook.newJournalEntry.Title}}: {{ Daybook.newJournalEntry.Gone }} {{x}}';
    expect(tokenPaths(text)).toEqual(['Daybook.newJournalEntry.Title', 'Daybook.newJournalEntry.Gone', 'x']);
    expect(invalidTokens(text, [entry])).toEqual(['Daybook.newJournalEntry.Gone', 'x']);
    expect(invalidTokens('plain text', [])).toEqual([]);
  });

  it('counts a query as used when a text or the filter code refers to it', () => {
    expect(isQueryUsed(search, ['{{Daybook.searchJournalEntries.Title}}'], null)).toBe(true);
    expect(isQueryUsed(search, ['nothing'], 'if (Daybook.searchJournalEntries.length) {}')).toBe(true);
    expect(isQueryUsed(search, ['{{Daybook.newJournalEntry.Title}}'], 'Daybook.searchJournalEntriesX')).toBe(
      false,
    );
    expect(isQueryUsed(search, [], null)).toBe(false);
  });
});

it("turns an applet default's {{slug}} into the trigger's tokens", () => {
  expect(fromStencil('New: {{title}} ({{ entry_text }}) {{gone}}', entry)).toBe(
    'New: {{Daybook.newJournalEntry.Title}} ({{Daybook.newJournalEntry.EntryText}}) {{gone}}',
  );
});
