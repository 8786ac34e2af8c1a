import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN_ROWS,
  TITLE_HINT,
  TITLE_MAX,
  tagsState,
} from '@switchyard/composer-common/metadata';
import { Button, Field, SelectField } from '@switchyard/ui';
import { useRef, useState } from 'react';

/**
 * The description editor's events (see spec/composer-and-header.md#5-validation-rules): emitted when it
 * becomes empty or filled.
 */
export const DESCRIPTION_EMPTY_EVENT = 'composer:description-empty';
export const DESCRIPTION_FILLED_EVENT = 'composer:description-filled';

interface Props {
  name: string;
  description: string;
  tagIds: readonly string[];
  tags: readonly { id: string; name: string }[];
  onChange(patch: { name?: string; description?: string; tag_ids?: string[] }): void;
  errorAt(path: string): string | undefined;
}

/**
 * Title, description and tags (see spec/composer-and-header.md#5-validation-rules,
 * spec/composer-and-header.md#9-business-constants-and-limits).
 */
export function MetadataSection({ name, description, tagIds, tags, onChange, errorAt }: Props) {
  const [choice, setChoice] = useState('');
  const wasEmpty = useRef(!description.trim());
  const state = tagsState(tagIds.length);
  const byId = new Map(tags.map((t) => [t.id, t.name]));

  function describe(next: string) {
    const empty = !next.trim();
    if (empty !== wasEmpty.current) {
      wasEmpty.current = empty;
      window.dispatchEvent(new CustomEvent(empty ? DESCRIPTION_EMPTY_EVENT : DESCRIPTION_FILLED_EVENT));
    }
    onChange({ description: next });
  }

  function add() {
    if (!choice || tagIds.includes(choice) || !state.canAdd) return;
    onChange({ tag_ids: [...tagIds, choice] });
    setChoice('');
  }

  return (
    <div className="composer-metadata">
      <div data-error-anchor="/name">
        <Field
          label="Title"
          hint={TITLE_HINT}
          value={name}
          maxLength={TITLE_MAX}
          onChange={(e) => onChange({ name: e.target.value })}
          error={errorAt('/name')}
        />
        <span className="composer-counter">
          {name.length}/{TITLE_MAX}
        </span>
      </div>
      <div data-error-anchor="/description">
        <Field
          multiline
          label="Description"
          rows={DESCRIPTION_MIN_ROWS}
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => describe(e.target.value)}
          error={errorAt('/description')}
        />
        <span className="composer-counter">
          {description.length}/{DESCRIPTION_MAX}
        </span>
      </div>
      <div className="composer-tags" data-error-anchor="/tags">
        <div className="composer-tags__add">
          <SelectField
            label="Tags"
            hint={state.message}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            disabled={!state.canAdd}
            options={[
              { value: '', label: 'Choose a tag' },
              ...tags.filter((t) => !tagIds.includes(t.id)).map((t) => ({ value: t.id, label: t.name })),
            ]}
          />
          <Button onClick={add} disabled={!state.canAdd || !choice}>
            Add tag
          </Button>
        </div>
        <ul className="composer-tags__list" aria-label="Tags of this Applet">
          {tagIds.map((id) => (
            <li key={id} className="composer-pill">
              {byId.get(id) ?? id}{' '}
              <button
                type="button"
                className="composer-pill__remove"
                aria-label={`Remove tag ${byId.get(id) ?? id}`}
                onClick={() => onChange({ tag_ids: tagIds.filter((t) => t !== id) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {errorAt('/tags') && (
          <p className="sy-field__error" data-error-path>
            {errorAt('/tags')}
          </p>
        )}
      </div>
    </div>
  );
}
