/**
 * The type ids of trigger fields and action fields (see
 * spec/service-config.md#trigger-field-type-ids-cascading-selects,
 * spec/service-config.md#action-field-content-types) as the cascading selects offer them. Pure data and
 * functions: the web remote imports this module, so the form and the server agree on every id.
 *
 * A select level offers options; an option either is a type (typeId) or opens the next level. The
 * values of a level's options are unique within that level only.
 */
export interface TypeLevel {
  label: string;
  options: TypeOption[];
}

export interface TypeOption {
  value: string;
  label: string;
  /** Shown as an <optgroup> (the action field content types). */
  group?: string;
  typeId?: number;
  next?: TypeLevel;
}

const leaf = (typeId: number, label: string, group?: string): TypeOption => ({
  value: String(typeId),
  label,
  typeId,
  ...(group ? { group } : {}),
});

const location = (even: number, label: string): TypeOption => ({
  value: String(even),
  label,
  next: {
    label: 'Validation',
    options: [leaf(even, 'Default validation'), leaf(even + 1, 'Validate via my service')],
  },
});

export const TRIGGER_FIELD_TYPE_TREE: TypeLevel = {
  label: 'Input type',
  options: [
    {
      value: '100',
      label: 'Text input',
      next: {
        label: 'Text validation',
        options: [
          leaf(0, 'None'),
          {
            value: '500',
            label: 'Required',
            next: {
              label: 'Rule',
              options: [
                leaf(1, 'Not blank'),
                leaf(2, 'URL'),
                leaf(3, 'Email'),
                leaf(4, 'Custom regex'),
                leaf(5, 'Validate via my service'),
              ],
            },
          },
        ],
      },
    },
    {
      value: '200',
      label: 'Dropdown list',
      next: {
        label: 'Dropdown source',
        options: [leaf(6, 'Static'), leaf(7, 'Dynamic from my service')],
      },
    },
    {
      value: '300',
      label: 'Location based input',
      next: {
        label: 'Location type',
        options: [
          location(8, 'Point'),
          location(10, 'Area'),
          location(12, 'Enter'),
          location(14, 'Exit'),
          location(16, 'Enter or exit'),
        ],
      },
    },
    {
      value: '400',
      label: 'Nested dropdown list',
      next: { label: 'Dropdown source', options: [leaf(18, 'Dynamic from my service')] },
    },
    {
      value: '1500',
      label: 'Multiple checkbox selection',
      next: {
        label: 'Checkbox source',
        options: [leaf(20, 'Static'), leaf(19, 'Dynamic from my service')],
      },
    },
  ],
};

export const ACTION_FIELD_TYPE_TREE: TypeLevel = {
  label: 'Field type',
  options: [
    {
      value: 'TEXT_FIELD',
      label: 'Text input',
      next: {
        label: 'Content type',
        options: [
          leaf(0, 'Title', 'Titles'),
          leaf(12, 'Collection title', 'Titles'),
          leaf(6, 'HTML', 'Messages'),
          leaf(4, 'Message', 'Messages'),
          leaf(5, 'Body', 'Messages'),
          leaf(7, 'Mobile', 'Messages'),
          leaf(2, 'File name', 'Metadata'),
          leaf(1, 'Folder', 'Metadata'),
          leaf(3, 'Tags', 'Metadata'),
          leaf(8, 'Link URL', 'URLs'),
          leaf(10, 'Photo URL', 'URLs'),
          leaf(9, 'File URL', 'URLs'),
          leaf(11, 'Audio URL', 'URLs'),
          leaf(16, 'Date and time', 'Date and time'),
          leaf(13, 'Text', 'Other'),
        ],
      },
    },
    {
      value: 'COLLECTION_SELECT',
      label: 'Dropdown list',
      next: {
        label: 'Dropdown source',
        options: [leaf(14, 'Static'), leaf(15, 'Dynamic from my service')],
      },
    },
    {
      value: 'DOUBLE_COLLECTION_SELECT',
      label: 'Nested dropdown list',
      next: { label: 'Dropdown source', options: [leaf(17, 'Dynamic from my service')] },
    },
    {
      value: 'CHECKBOX_MULTI',
      label: 'Multiple checkbox selection',
      next: {
        label: 'Checkbox source',
        options: [leaf(19, 'Static'), leaf(18, 'Dynamic from my service')],
      },
    },
  ],
};

/** The option values chosen at each level to reach a type, or null for an unknown id. */
export function typePath(tree: TypeLevel, typeId: number): string[] | null {
  for (const option of tree.options) {
    if (option.typeId === typeId) return [option.value];
    if (option.next) {
      const rest = typePath(option.next, typeId);
      if (rest) return [option.value, ...rest];
    }
  }
  return null;
}

/**
 * The selects to show for a partial choice: the first level, then the level each chosen option
 * opens. typeId is set once the choice ends on a type.
 */
export function typeLevels(
  tree: TypeLevel,
  path: readonly string[],
): { levels: TypeLevel[]; typeId: number | null } {
  const levels: TypeLevel[] = [tree];
  let level: TypeLevel | undefined = tree;
  for (const value of path) {
    const option: TypeOption | undefined = level?.options.find((o) => o.value === value);
    if (!option) break;
    if (option.typeId !== undefined) return { levels, typeId: option.typeId };
    level = option.next;
    if (level) levels.push(level);
  }
  return { levels, typeId: null };
}

function typeIds(tree: TypeLevel): number[] {
  return tree.options.flatMap((o) => (o.typeId !== undefined ? [o.typeId] : o.next ? typeIds(o.next) : []));
}

export const TRIGGER_FIELD_TYPE_IDS: readonly number[] = typeIds(TRIGGER_FIELD_TYPE_TREE);
export const ACTION_FIELD_TYPE_IDS: readonly number[] = typeIds(ACTION_FIELD_TYPE_TREE);

/** A type's name as a partner reads it, e.g. 'Dropdown list: Static'. */
export function typeName(tree: TypeLevel, typeId: number): string {
  const path = typePath(tree, typeId);
  if (!path) return `Type ${typeId}`;
  const labels: string[] = [];
  let level: TypeLevel | undefined = tree;
  for (const value of path) {
    const option: TypeOption | undefined = level?.options.find((o) => o.value === value);
    if (!option) break;
    labels.push(option.label);
    level = option.next;
  }
  return labels.join(': ');
}

/**
 * Text types (see spec/service-config.md#4-states-and-transitions,
 * spec/service-config.md#9-business-constants-and-limits): changing among these keeps the Applets that use
 * the field.
 */
export const TEXT_TYPE_MAX_ID = 5;

/** Whether changing a saved field's type deletes the Applets using it (anything but text to text). */
export const isDestructiveTypeChange = (from: number, to: number) =>
  from !== to && !(from <= TEXT_TYPE_MAX_ID && to <= TEXT_TYPE_MAX_ID);

export const REGEX_TYPE_ID = 4;

/** Types whose options the partner lists (populator_values): static dropdowns and checkboxes. */
export const TRIGGER_STATIC_OPTION_TYPE_IDS: readonly number[] = [6, 20];
export const ACTION_STATIC_OPTION_TYPE_IDS: readonly number[] = [14, 19];

/** Types whose options come from the partner's options endpoint. */
export const TRIGGER_DYNAMIC_OPTION_TYPE_IDS: readonly number[] = [7, 18, 19];
export const ACTION_DYNAMIC_OPTION_TYPE_IDS: readonly number[] = [15, 17, 18];

/** Types the partner's validate endpoint checks ('Validate via my service'). */
export const TRIGGER_VALIDATION_TYPE_IDS: readonly number[] = [5, 9, 11, 13, 15, 17];
