import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useAfterPaint } from '../useAfterPaint';
import './codeEditor.css';

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  /** The id of the element that labels the editor. */
  labelledBy: string;
  describedBy?: string;
}

// CodeMirror is a chunk of its own (140 KB), loaded only when an editor is shown, and only once the
// page has painted: the page shows with the plain editor, and does not wait for it.
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/** A JavaScript editor: CodeMirror 6 once loaded; a plain text area meanwhile, or if it cannot load. */
export function CodeEditor(props: CodeEditorProps) {
  const fallback = <PlainEditor {...props} />;
  if (!useAfterPaint()) return fallback;
  return (
    <EditorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <CodeMirrorEditor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}

function PlainEditor({ value, onChange, readOnly, labelledBy, describedBy }: CodeEditorProps) {
  return (
    <textarea
      className="sy-field__control sy-code-editor sy-code-editor--plain"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={value}
      readOnly={readOnly}
      spellCheck={false}
      rows={20}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A chunk that fails to load (offline, a redeploy) leaves the plain editor working. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
