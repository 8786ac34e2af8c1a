import {
  ACTION_DYNAMIC_OPTION_TYPE_IDS,
  ACTION_FIELD_TYPE_IDS,
  ACTION_FIELD_TYPE_TREE,
  ACTION_STATIC_OPTION_TYPE_IDS,
  isDestructiveTypeChange,
  REGEX_TYPE_ID,
  TEXT_TYPE_MAX_ID,
  TRIGGER_DYNAMIC_OPTION_TYPE_IDS,
  TRIGGER_FIELD_TYPE_IDS,
  TRIGGER_FIELD_TYPE_TREE,
  TRIGGER_STATIC_OPTION_TYPE_IDS,
  TRIGGER_VALIDATION_TYPE_IDS,
  typeLevels,
  typeName,
  typePath,
  type TypeLevel,
} from './fieldTypes';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Every level of a tree, depth first. */
function levelsOf(level: TypeLevel): TypeLevel[] {
  return [level, ...level.options.flatMap((o) => (o.next ? levelsOf(o.next) : []))];
}

// spec/service-config.md#trigger-field-type-ids-cascading-selects,
// spec/service-config.md#action-field-content-types
describe('the type trees', () => {
  it('offer every trigger field type id 0–20 exactly once', () => {
    expect(sorted(TRIGGER_FIELD_TYPE_IDS)).toEqual(range(21));
  });

  it('offer every action field content type id 0–19 exactly once', () => {
    expect(sorted(ACTION_FIELD_TYPE_IDS)).toEqual(range(20));
  });

  it('have option values unique within each level, and every option is a type or opens a level', () => {
    for (const tree of [TRIGGER_FIELD_TYPE_TREE, ACTION_FIELD_TYPE_TREE]) {
      for (const level of levelsOf(tree)) {
        const values = level.options.map((o) => o.value);
        expect(new Set(values).size).toBe(values.length);
        expect(level.label).not.toBe('');
        for (const option of level.options) expect((option.typeId === undefined) !== !option.next).toBe(true);
      }
    }
  });

  it('name the trigger input types with the spec ids', () => {
    expect(TRIGGER_FIELD_TYPE_TREE.options.map((o) => [o.value, o.label])).toEqual([
      ['100', 'Text input'],
      ['200', 'Dropdown list'],
      ['300', 'Location based input'],
      ['400', 'Nested dropdown list'],
      ['1500', 'Multiple checkbox selection'],
    ]);
    expect(ACTION_FIELD_TYPE_TREE.options.map((o) => o.value)).toEqual([
      'TEXT_FIELD',
      'COLLECTION_SELECT',
      'DOUBLE_COLLECTION_SELECT',
      'CHECKBOX_MULTI',
    ]);
  });

  it('group the action text content types as the spec does', () => {
    const text = ACTION_FIELD_TYPE_TREE.options[0].next!.options;
    const groups: Record<string, number[]> = {};
    for (const o of text) (groups[o.group!] ??= []).push(o.typeId!);
    expect(groups).toEqual({
      Titles: [0, 12],
      Messages: [6, 4, 5, 7],
      Metadata: [2, 1, 3],
      URLs: [8, 10, 9, 11],
      'Date and time': [16],
      Other: [13],
    });
  });
});

describe('typePath', () => {
  it('gives the option chosen at each level to reach a trigger type', () => {
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 0)).toEqual(['100', '0']);
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 4)).toEqual(['100', '500', '4']);
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 6)).toEqual(['200', '6']);
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 8)).toEqual(['300', '8', '8']);
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 17)).toEqual(['300', '16', '17']);
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 18)).toEqual(['400', '18']);
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 20)).toEqual(['1500', '20']);
  });

  it('gives action paths and null for unknown ids', () => {
    expect(typePath(ACTION_FIELD_TYPE_TREE, 16)).toEqual(['TEXT_FIELD', '16']);
    expect(typePath(ACTION_FIELD_TYPE_TREE, 17)).toEqual(['DOUBLE_COLLECTION_SELECT', '17']);
    expect(typePath(ACTION_FIELD_TYPE_TREE, 20)).toBeNull();
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, 21)).toBeNull();
    expect(typePath(TRIGGER_FIELD_TYPE_TREE, -1)).toBeNull();
  });

  it('round-trips through typeLevels for every id', () => {
    for (const [tree, ids] of [
      [TRIGGER_FIELD_TYPE_TREE, TRIGGER_FIELD_TYPE_IDS],
      [ACTION_FIELD_TYPE_TREE, ACTION_FIELD_TYPE_IDS],
    ] as const) {
      for (const id of ids) {
        const path = typePath(tree, id)!;
        const { levels, typeId } = typeLevels(tree, path);
        expect(typeId).toBe(id);
        expect(levels).toHaveLength(path.length);
      }
    }
  });
});

describe('typeLevels', () => {
  it('shows the first level alone for an empty choice', () => {
    expect(typeLevels(TRIGGER_FIELD_TYPE_TREE, [])).toEqual({
      levels: [TRIGGER_FIELD_TYPE_TREE],
      typeId: null,
    });
  });

  it('adds the level each chosen option opens, with no type until the choice ends on one', () => {
    const { levels, typeId } = typeLevels(TRIGGER_FIELD_TYPE_TREE, ['100', '500']);
    expect(levels.map((l) => l.label)).toEqual(['Input type', 'Text validation', 'Rule']);
    expect(typeId).toBeNull();
    expect(typeLevels(TRIGGER_FIELD_TYPE_TREE, ['300', '10']).levels.map((l) => l.label)).toEqual([
      'Input type',
      'Location type',
      'Validation',
    ]);
  });

  it('stops at an unknown value and ignores values after a type', () => {
    expect(typeLevels(TRIGGER_FIELD_TYPE_TREE, ['999', '6']).levels).toHaveLength(1);
    expect(typeLevels(TRIGGER_FIELD_TYPE_TREE, ['200', '6', 'junk'])).toEqual({
      levels: [TRIGGER_FIELD_TYPE_TREE, TRIGGER_FIELD_TYPE_TREE.options[1].next],
      typeId: 6,
    });
  });
});

describe('typeName', () => {
  it('joins the labels on the way to the type', () => {
    expect(typeName(TRIGGER_FIELD_TYPE_TREE, 4)).toBe('Text input: Required: Custom regex');
    expect(typeName(TRIGGER_FIELD_TYPE_TREE, 11)).toBe('Location based input: Area: Validate via my service');
    expect(typeName(ACTION_FIELD_TYPE_TREE, 14)).toBe('Dropdown list: Static');
    expect(typeName(ACTION_FIELD_TYPE_TREE, 99)).toBe('Type 99');
  });
});

// spec/service-config.md#4-states-and-transitions
describe('isDestructiveTypeChange', () => {
  it('keeps changes among the text types (ids 5 or lower) and no change at all', () => {
    expect(TEXT_TYPE_MAX_ID).toBe(5);
    for (const from of range(6))
      for (const to of range(6)) expect(isDestructiveTypeChange(from, to)).toBe(false);
    expect(isDestructiveTypeChange(6, 6)).toBe(false);
    expect(isDestructiveTypeChange(20, 20)).toBe(false);
  });

  it('is destructive for any other change', () => {
    expect(isDestructiveTypeChange(0, 6)).toBe(true);
    expect(isDestructiveTypeChange(5, 6)).toBe(true);
    expect(isDestructiveTypeChange(6, 5)).toBe(true);
    expect(isDestructiveTypeChange(6, 7)).toBe(true);
    expect(isDestructiveTypeChange(13, 16)).toBe(true);
  });
});

describe('type groups', () => {
  it('name regex, static, dynamic and validation types', () => {
    expect(REGEX_TYPE_ID).toBe(4);
    expect(TRIGGER_STATIC_OPTION_TYPE_IDS).toEqual([6, 20]);
    expect(ACTION_STATIC_OPTION_TYPE_IDS).toEqual([14, 19]);
    expect(TRIGGER_DYNAMIC_OPTION_TYPE_IDS).toEqual([7, 18, 19]);
    expect(ACTION_DYNAMIC_OPTION_TYPE_IDS).toEqual([15, 17, 18]);
    expect(TRIGGER_VALIDATION_TYPE_IDS).toEqual([5, 9, 11, 13, 15, 17]);
  });

  it('agree with the trees’ labels', () => {
    for (const id of TRIGGER_DYNAMIC_OPTION_TYPE_IDS)
      expect(typeName(TRIGGER_FIELD_TYPE_TREE, id)).toMatch(/Dynamic/);
    for (const id of TRIGGER_STATIC_OPTION_TYPE_IDS)
      expect(typeName(TRIGGER_FIELD_TYPE_TREE, id)).toMatch(/Static/);
    for (const id of TRIGGER_VALIDATION_TYPE_IDS)
      expect(typeName(TRIGGER_FIELD_TYPE_TREE, id)).toMatch(/Validate via my service/);
    for (const id of ACTION_DYNAMIC_OPTION_TYPE_IDS)
      expect(typeName(ACTION_FIELD_TYPE_TREE, id)).toMatch(/Dynamic/);
    for (const id of ACTION_STATIC_OPTION_TYPE_IDS)
      expect(typeName(ACTION_FIELD_TYPE_TREE, id)).toMatch(/Static/);
  });
});
