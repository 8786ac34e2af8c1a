import { isStencil, STENCIL_GROUPS } from './stencils';

it('has the seven groups of the spec with their fields, each with label, example, note and icon', () => {
  expect(STENCIL_GROUPS.map((g) => [g.name, g.fields.map((f) => f.slug)])).toEqual([
    ['Send a notification', ['mobile']],
    ['Post a short message', ['message']],
    ['Create a text post', ['title', 'html', 'tags']],
    ['Create a text file', ['filename', 'folder', 'body']],
    ['Add row to spreadsheet', ['collection_title', 'spreadsheet']],
    ['Call my phone', ['spoken']],
    ['Quick add event', ['calendar']],
  ]);
  for (const field of STENCIL_GROUPS.flatMap((g) => g.fields))
    for (const part of [field.label, field.example, field.note, field.icon]) expect(part.trim()).not.toBe('');
  expect(isStencil('create_text_post', 'tags')).toBe(true);
  expect(isStencil('create_text_post', 'mobile')).toBe(false);
});
