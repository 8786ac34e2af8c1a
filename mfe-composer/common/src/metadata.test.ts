import { addTag, checkMetadata, tagsState, TAGS_ADD_UP_TO, TAGS_LIMIT_REACHED } from './metadata';

describe('tags', () => {
  it('says how many may be added and stops at five, never twice the same', () => {
    expect(tagsState(4)).toEqual({ message: TAGS_ADD_UP_TO, canAdd: true });
    expect(tagsState(5)).toEqual({ message: TAGS_LIMIT_REACHED, canAdd: false });
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    expect(addTag(five, { id: 'f' })).toHaveLength(5);
    expect(addTag([{ id: 'a' }], { id: 'a' })).toEqual([{ id: 'a' }]);
    expect(addTag([{ id: 'a' }], { id: 'b' })).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});

describe('checkMetadata', () => {
  it('names each problem by its path', () => {
    expect(checkMetadata({ name: 'Save photos', description: 'Every new photo.', tag_ids: ['t1'] })).toEqual(
      [],
    );
    expect(checkMetadata({ name: ' ', description: 'x'.repeat(501), tag_ids: ['a', 'a'] })).toEqual([
      { path: '/name', message: "can't be blank" },
      { path: '/description', message: 'is too long (maximum is 500 characters)' },
      { path: '/tags', message: 'cannot be added twice' },
    ]);
    expect(
      checkMetadata({ name: 'x'.repeat(101), description: 3, tag_ids: ['1', '2', '3', '4', '5', '6'] }),
    ).toEqual([
      { path: '/name', message: 'is too long (maximum is 100 characters)' },
      { path: '/description', message: "can't be blank" },
      { path: '/tags', message: 'can hold at most 5 tags' },
    ]);
  });
});
