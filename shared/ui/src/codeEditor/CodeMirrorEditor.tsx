import { javascript } from '@codemirror/lang-javascript';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef, useState } from 'react';
import type { CodeEditorProps } from './CodeEditor';

type Settings = Pick<CodeEditorProps, 'readOnly' | 'labelledBy' | 'describedBy'>;

/** What may change while the editor lives: swapped in place, so undo history and cursor survive. */
function settingsExtensions({ readOnly, labelledBy, describedBy }: Settings) {
  return [
    EditorState.readOnly.of(readOnly),
    EditorView.editable.of(!readOnly),
    EditorView.contentAttributes.of({
      'aria-labelledby': labelledBy,
      'aria-multiline': 'true',
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    }),
  ];
}

/**
 * CodeMirror 6 with JavaScript support: the lazily loaded chunk of CodeEditor. Tab is left to
 * the browser (focus moves on), so the editor never traps the keyboard; Ctrl-] / Ctrl-[ indent.
 */
export default function CodeMirrorEditor({
  value,
  onChange,
  readOnly,
  labelledBy,
  describedBy,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [settings] = useState(() => new Compartment());
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          javascript(),
          settings.of(settingsExtensions({ readOnly, labelledBy, describedBy })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Made once; the value and settings of later renders arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: settings.reconfigure(settingsExtensions({ readOnly, labelledBy, describedBy })),
    });
  }, [settings, readOnly, labelledBy, describedBy]);

  // A value set from outside (the saved script loaded, or saved back) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="sy-code-editor" data-testid="script-codemirror" />;
}
