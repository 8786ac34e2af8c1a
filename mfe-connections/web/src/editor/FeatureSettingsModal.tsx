import {
  CANCEL,
  FEATURE_DESCRIPTION_MAX,
  FEATURE_SETTINGS_HEADING,
  FEATURE_TITLE_MAX,
  SAVE_AND_CLOSE,
  type Feature,
  type FeatureStep,
  type FieldError,
} from '@switchyard/connections-common';
import { Button, Field, Modal, ModalActions, ModalBody } from '@switchyard/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CustomFieldsEditor } from './CustomFieldsEditor';
import { messagesAt, type EditorService } from './editorState';
import { featureFieldId as fieldId, findFeatureField, scrollAndFocus } from './errorFocus';
import { StepsEditor } from './StepsEditor';

/** Keeps the first of each (attribute, message). */
const dedupe = (errors: readonly FieldError[]) =>
  errors.filter(
    (e, i) => errors.findIndex((o) => o.attribute === e.attribute && o.message === e.message) === i,
  );

/**
 * The full-screen 'Feature Settings' modal: title, description, icon, required, the steps and the
 * custom fields, with Cancel and 'Save and close'. Messages show at their inputs: those of the last
 * check of the feature, and common's rules on the draft as it changes.
 */
export function FeatureSettingsModal({
  feature,
  services,
  published,
  wasHidden,
  errors,
  check,
  focusPath,
  confirm,
  onCancel,
  onSave,
}: {
  feature: Feature;
  services: readonly EditorService[];
  published: boolean;
  wasHidden(feature: Feature, step: FeatureStep, field: string): boolean;
  /** The feature's errors from its last dry run or submit (feature-relative paths). */
  errors: readonly FieldError[];
  /** Common's rules on a draft of this feature (feature-relative paths). */
  check(draft: Feature): FieldError[];
  /** The path of the input to focus as it opens (the first error of a submit). */
  focusPath?: string;
  confirm(message: ReactNode): Promise<boolean>;
  onCancel(): void;
  onSave(draft: Feature): void;
}) {
  const [draft, setDraft] = useState(feature);
  const changed = draft !== feature;
  const shown = dedupe([...(changed ? [] : errors), ...check(draft)]);
  const bodyRef = useRef<HTMLDivElement>(null);

  // After the Modal has focused its first control (a child's effect runs first).
  useEffect(() => {
    if (focusPath && bodyRef.current) scrollAndFocus(findFeatureField(bodyRef.current, focusPath));
  }, [focusPath]);

  const set = (patch: Partial<Feature>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Modal open title={FEATURE_SETTINGS_HEADING} onClose={onCancel} closeOnBackdrop={false}>
      <form
        className="cx-feature-settings"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave(draft);
        }}
      >
        <ModalBody>
          <div ref={bodyRef} className="cx-feature-settings__body">
            <Field
              id={fieldId('title')}
              label="Title"
              value={draft.title}
              maxLength={FEATURE_TITLE_MAX}
              onChange={(e) => set({ title: e.target.value })}
              error={messagesAt(shown, 'title')[0]}
            />
            <Field
              multiline
              id={fieldId('description')}
              label="Description"
              rows={3}
              maxLength={FEATURE_DESCRIPTION_MAX}
              value={draft.description ?? ''}
              onChange={(e) => set({ description: e.target.value })}
              error={messagesAt(shown, 'description')[0]}
            />
            <Field
              id={fieldId('icon')}
              label="Icon"
              hint="The name or URL of the icon users see beside the feature."
              value={draft.icon ?? ''}
              onChange={(e) => set({ icon: e.target.value || null })}
              error={messagesAt(shown, 'icon')[0]}
            />
            <label className="cx-check">
              <input
                type="checkbox"
                checked={draft.required}
                onChange={(e) => set({ required: e.target.checked })}
              />{' '}
              Required (users cannot turn this feature off)
            </label>
            <StepsEditor
              value={draft}
              onChange={(steps) => set(steps)}
              services={services}
              published={published}
              wasHidden={(step, field) => wasHidden(feature, step, field)}
              errors={shown}
              confirm={confirm}
            />
            <CustomFieldsEditor
              fields={draft.customFields}
              onChange={(customFields) => set({ customFields })}
              errors={shown}
              confirm={confirm}
            />
          </div>
        </ModalBody>
        <ModalActions>
          <Button onClick={onCancel}>{CANCEL}</Button>
          <Button type="submit" variant="primary">
            {SAVE_AND_CLOSE}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
