import { SelectField } from '@switchyard/ui';
import { typeLevels, type TypeLevel } from '../steps/fieldRules';

export interface FieldTypeSelectsProps {
  tree: TypeLevel;
  idPrefix: string;
  /** The option values chosen so far, one per level. */
  path: readonly string[];
  /** A choice at some level: the levels after it start over. */
  onChoose: (path: string[]) => void;
  legend: string;
  error?: string;
}

export const CHOOSE = 'Choose…';

/**
 * The cascading type selects (see spec/service-config.md#trigger-field-type-ids-cascading-selects,
 * spec/service-config.md#action-field-content-types): one labelled <select> per level, each level opened by
 * the option chosen before it; options with a group (action content types) sit in <optgroup>s. A level not
 * chosen yet offers 'Choose…'.
 */
export function FieldTypeSelects({ tree, idPrefix, path, onChoose, legend, error }: FieldTypeSelectsProps) {
  const { levels } = typeLevels(tree, path);
  return (
    <fieldset className="sc-type-selects">
      <legend className="sy-field__label">{legend}</legend>
      {levels.map((level, i) => {
        const chosen = path[i] ?? '';
        return (
          <SelectField
            key={i}
            id={`${idPrefix}-type-${i}`}
            label={level.label}
            value={chosen}
            error={i === levels.length - 1 ? error : undefined}
            onChange={(e) => onChoose([...path.slice(0, i), e.target.value])}
            options={[
              ...(chosen ? [] : [{ value: '', label: CHOOSE }]),
              ...level.options.map((o) => ({ value: o.value, label: o.label, group: o.group })),
            ]}
          />
        );
      })}
    </fieldset>
  );
}
