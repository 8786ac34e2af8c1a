import { REMOVE_FILTER_CODE_CONFIRM } from '@switchyard/composer-common/messages';
import { UpgradeLink, UpgradeNote } from '../plans/UpgradeLink';
import { Button } from '@switchyard/ui';
import { CodeEditor } from '@switchyard/ui/code-editor';
import { useId } from 'react';

interface Props {
  value: string | null;
  onChange(value: string | null): void;
  canFilter: boolean;
  /** The paths filter code reads: ingredients, and the actions' skip and set methods. */
  paths: readonly string[];
  confirm(message: string): Promise<boolean>;
  error?: string;
}

/**
 * Filter code (see spec/composer-and-header.md#filter-code): off when null; 'Add filter code' makes it an
 * empty string; removing asks first when there is code. Anyone may try it; saving it needs Pro+ (the server
 * says so under its path).
 */
export function FilterCodeSection({ value, onChange, canFilter, paths, confirm, error }: Props) {
  const id = useId();
  if (value === null)
    return (
      <div className="composer-optional" data-error-anchor="/applet/filter_code">
        <Button onClick={() => onChange('')}>Add filter code</Button>
        {!canFilter && <UpgradeNote capability="canFilter" />}
        {error && (
          <p className="sy-field__error" data-error-path>
            {error}
          </p>
        )}
      </div>
    );
  async function remove() {
    if (value && !(await confirm(REMOVE_FILTER_CODE_CONFIRM))) return;
    onChange(null);
  }
  return (
    <div className="composer-filter" data-error-anchor="/applet/filter_code">
      <span id={`${id}-label`} className="sy-field__label">
        Filter code
      </span>
      <p id={`${id}-hint`} className="sy-field__hint">
        JavaScript run after the trigger and queries. It reads ingredients and may skip an action or set its
        fields, e.g. <code>{paths[0] ?? 'Service.triggerName.Ingredient'}</code>.
        {!canFilter && (
          <>
            {' '}
            <UpgradeLink capability="canFilter" />
          </>
        )}
      </p>
      <CodeEditor
        value={value}
        onChange={onChange}
        readOnly={false}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
      />
      {paths.length > 0 && (
        <details className="composer-filter__paths">
          <summary>What filter code can use</summary>
          <ul>
            {paths.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {error && (
        <p className="sy-field__error" data-error-path>
          {error}
        </p>
      )}
      <Button variant="link" onClick={() => void remove()}>
        Remove filter code
      </Button>
    </div>
  );
}
