import { Button, Field, flash } from '@switchyard/ui';
import {
  STENCIL_SAVE_FAILED,
  STENCIL_SAVED,
  STENCIL_VALUE_MAX,
  type StencilGroup,
} from '@switchyard/review-common/stencils';
import { useState, type FormEvent } from 'react';
import { Icon } from '../icons';
import { saveStencilGroup } from '../reviewRequests';

export interface Stencil {
  slug: string;
  label: string;
  example: string;
  note: string;
  value: string;
  icon: string;
  trigger_id: string;
}

const MULTILINE = new Set(['html', 'body', 'spreadsheet']);

/** One default group's form: each field with its icon, label, example and note; saved as a group. */
export function StencilGroupForm({
  moduleName,
  group,
  triggerId,
  stencils,
  published,
}: {
  moduleName: string;
  group: StencilGroup;
  triggerId: string;
  stencils: Stencil[];
  published: boolean;
}) {
  const fields = group.fields.map(
    (f) => stencils.find((s) => s.slug === f.slug) ?? { ...f, value: '', trigger_id: triggerId },
  );
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.slug, f.value])));
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const saved = await saveStencilGroup(
      moduleName,
      fields.map((f) => ({ trigger_id: triggerId, slug: f.slug, value: values[f.slug] ?? '' })),
    ).catch(() => null);
    setSaving(false);
    if (!saved) {
      flash(STENCIL_SAVE_FAILED, 'error');
      return;
    }
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(saved.filter((s) => v[s.slug] !== undefined).map((s) => [s.slug, s.value])),
    }));
    flash(STENCIL_SAVED);
  }

  const titleId = `stencil-group-${group.slug}`;
  return (
    <form className="rv-stencil-group" aria-labelledby={titleId} onSubmit={(e) => void onSubmit(e)}>
      <h2 id={titleId}>{group.name}</h2>
      {fields.map((f) => (
        <div key={f.slug} className="rv-stencil">
          <Icon name={f.icon} className="rv-stencil__icon" />
          <div className="rv-stencil__field">
            <Field
              label={f.label}
              hint={`Example: ${f.example}. ${f.note}`}
              value={values[f.slug] ?? ''}
              maxLength={STENCIL_VALUE_MAX}
              disabled={published}
              {...(MULTILINE.has(f.slug) ? { multiline: true as const, rows: 3 } : {})}
              onChange={(e: { target: { value: string } }) =>
                setValues((v) => ({ ...v, [f.slug]: e.target.value }))
              }
            />
          </div>
        </div>
      ))}
      <Button type="submit" variant="primary" disabled={published || saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
