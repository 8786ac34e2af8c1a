import { Button, Field as LabelledInput } from '@switchyard/ui';

/** A row of a static list: the name shown to the user and the value sent to the service. */
export interface OptionRow {
  name: string;
  value: string;
}

export interface PopulatorValuesEditorProps {
  idPrefix: string;
  rows: readonly OptionRow[];
  onChange: (rows: OptionRow[]) => void;
  /** The rules' error ('Error: populator_values must have at least two options…'). */
  error?: string;
  /** How the first input of a row is called in its label ('Option 1 name'). */
  nameLabel?: string;
  legend?: string;
}

const emptyRow = (): OptionRow => ({ name: '', value: '' });

/**
 * The options of a static dropdown or checkbox list: rows of name and value, 'Add option', and a
 * Remove per row offered only while at least two rows exist (see spec/service-config.md#5-validation-rules).
 */
export function PopulatorValuesEditor({
  idPrefix,
  rows,
  onChange,
  error,
  nameLabel = 'name',
  legend = 'Options',
}: PopulatorValuesEditorProps) {
  const errorId = `${idPrefix}-options-error`;
  const removable = rows.length >= 2;
  return (
    <fieldset className="sc-options" aria-describedby={error ? errorId : undefined}>
      <legend className="sy-field__label">{legend}</legend>
      {rows.map((row, i) => (
        <div key={i} className="sc-options__row">
          {(['name', 'value'] as const).map((part) => (
            <LabelledInput
              key={part}
              id={`${idPrefix}-option-${i}-${part}`}
              label={`Option ${i + 1} ${part === 'name' ? nameLabel : 'value'}`}
              value={row[part]}
              autoComplete="off"
              onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [part]: e.target.value } : r)))}
            />
          ))}
          {removable && (
            <Button
              variant="link"
              aria-label={`Remove option ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      <Button onClick={() => onChange([...rows, emptyRow()])}>Add option</Button>
      {error && (
        <p id={errorId} className="sy-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
