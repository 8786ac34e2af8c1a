import {
  invalidTokens,
  tokenPaths,
  tokensOf,
  type IngredientSource,
} from '@switchyard/composer-common/ingredients';
import { INVALID_INGREDIENTS } from '@switchyard/composer-common/messages';
import { useId, useRef } from 'react';

interface Props {
  id?: string;
  value: string;
  onChange(value: string): void;
  /** The ingredients offered here (the trigger's and the queries'); none for trigger fields. */
  sources: readonly IngredientSource[];
  multiline?: boolean;
  disabled?: boolean;
  describedBy?: string;
  labelledBy?: string;
}

/**
 * A text value with ingredients: 'Add ingredient' inserts one at the cursor as a token, and the
 * tokens in the text show as pills below it, an invalid one (no step offers it any more) in red.
 */
export function IngredientText({
  id,
  value,
  onChange,
  sources,
  multiline,
  disabled,
  describedBy,
  labelledBy,
}: Props) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const menuId = useId();
  const offered = sources.flatMap((s) => tokensOf(s));
  const invalid = new Set(invalidTokens(value, sources));
  const pills = [...new Set(tokenPaths(value))];

  function insert(token: string) {
    const el = ref.current;
    // The field's own text: the cursor offsets are into it, and it may be a keystroke ahead of `value`.
    const text = el?.value ?? value;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    onChange(text.slice(0, at) + token + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  }

  const common = {
    id,
    ref,
    value,
    disabled,
    className: 'sy-field__control',
    'aria-describedby': describedBy,
    'aria-labelledby': labelledBy,
    'aria-invalid': invalid.size ? true : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="composer-ingredient-text">
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      <div className="composer-ingredient-text__bar">
        {offered.length > 0 && !disabled && (
          <select
            id={menuId}
            aria-label="Add ingredient"
            className="sy-field__control composer-ingredient-text__add"
            value=""
            onChange={(e) => e.target.value && insert(e.target.value)}
          >
            <option value="">Add ingredient</option>
            {offered.map((t) => (
              <option key={t.token} value={t.token}>
                {t.path}
              </option>
            ))}
          </select>
        )}
        {pills.map((p) => (
          <span key={p} className={`composer-pill${invalid.has(p) ? ' composer-pill--invalid' : ''}`}>
            {p}
            {invalid.has(p) && <span className="sy-visually-hidden"> (invalid)</span>}
          </span>
        ))}
      </div>
      {invalid.size > 0 && (
        <span className="sy-field__error" role="alert">
          {INVALID_INGREDIENTS}
        </span>
      )}
    </div>
  );
}
