import { cloneModuleName, cloneName } from './queryClone';

describe('cloneModuleName', () => {
  it('adds _copy, then _copy_2, _copy_3 … until the endpoint is free', () => {
    expect(cloneModuleName('list_notes', new Set(['list_notes']))).toBe('list_notes_copy');
    expect(cloneModuleName('list_notes', new Set(['list_notes', 'list_notes_copy']))).toBe(
      'list_notes_copy_2',
    );
    expect(
      cloneModuleName('list_notes', new Set(['list_notes', 'list_notes_copy', 'list_notes_copy_2'])),
    ).toBe('list_notes_copy_3');
  });

  it('stays within 100 characters', () => {
    const long = 'q'.repeat(100);
    expect(cloneModuleName(long, new Set([long]))).toBe(`${'q'.repeat(95)}_copy`);
    expect(cloneModuleName(long, new Set([long, `${'q'.repeat(95)}_copy`]))).toBe(`${'q'.repeat(93)}_copy_2`);
  });
});

it('cloneName prefixes Copy of, within 200 characters', () => {
  expect(cloneName('List notes')).toBe('Copy of List notes');
  expect(cloneName('n'.repeat(200))).toHaveLength(200);
});
