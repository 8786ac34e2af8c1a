import { OPEN_REFERENCE } from '@switchyard/connections-common';
import { Button, Modal, ModalActions, ModalBody } from '@switchyard/ui';
import { CodeEditor } from '@switchyard/ui/code-editor';
import { useState } from 'react';
import { fieldId } from './errorFocus';

/** What the runtime script can read about the run (spec/connections.md#3-entities-and-their-fields, script metadata). */
const REFERENCE = [
  {
    name: 'Meta.currentUserTime',
    type: 'Date',
    what: 'The time the script runs for this user (now), to compare with the trigger’s time. Its getHours(), getDay(), toString() and the other local getters read the user’s time zone.',
    example: "if (Meta.currentUserTime.getHours() < 8) Daybook.createJournalEntry.skip('Too early');",
  },
  {
    name: 'Meta.triggerTime',
    type: 'Date',
    what: 'When the trigger event happened (the item’s own time, or when it arrived).',
    example: "Daybook.createJournalEntry.setTitle('Entry of ' + Meta.triggerTime.toDateString());",
  },
  {
    name: 'Meta.previousTriggerTime',
    type: 'Date, or null on the first run',
    what: 'When the trigger last fired before this run.',
    example:
      "if (Meta.previousTriggerTime && Meta.triggerTime - Meta.previousTriggerTime < 3600000) Daybook.createJournalEntry.skip('Less than an hour ago');",
  },
  {
    name: 'Meta.timezone',
    type: 'String',
    what: 'The user’s time zone (Europe/Paris; UTC until they choose one), the zone the times above read in.',
    example: "Daybook.createJournalEntry.setTitle('Written in ' + Meta.timezone);",
  },
];

/** The runtime script editor (the CodeMirror kit, loaded after paint) and its 'Open reference' modal. */
export function ScriptSection({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const [reference, setReference] = useState(false);
  const labelId = fieldId('applet_script');
  const hintId = `${labelId}-hint`;
  const errorId = `${labelId}-error`;
  return (
    <section className="cx-editor__section" aria-labelledby={labelId}>
      <h2 id={labelId} className="cx-editor__heading" tabIndex={-1}>
        Runtime script
      </h2>
      <p id={hintId} className="sy-field__hint">
        JavaScript run before each feature’s actions: skip an action or set its fields from the trigger’s
        ingredients and the run’s times. Tab moves to the next control; Ctrl-] and Ctrl-[ indent.{' '}
        <Button variant="link" onClick={() => setReference(true)}>
          {OPEN_REFERENCE}
        </Button>
      </p>
      <CodeEditor
        value={value}
        onChange={onChange}
        readOnly={false}
        labelledBy={labelId}
        describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      />
      {error && (
        <p id={errorId} className="sy-field__error">
          {error}
        </p>
      )}
      <Modal open={reference} title="Script reference" onClose={() => setReference(false)}>
        <ModalBody>
          <dl className="cx-reference">
            {REFERENCE.map((r) => (
              <div key={r.name}>
                <dt>
                  <code>{r.name}</code> <span className="cx-muted">({r.type})</span>
                </dt>
                <dd>
                  {r.what}
                  <pre>
                    <code>{r.example}</code>
                  </pre>
                </dd>
              </div>
            ))}
          </dl>
        </ModalBody>
        <ModalActions>
          <Button onClick={() => setReference(false)}>Close</Button>
        </ModalActions>
      </Modal>
    </section>
  );
}
