import { EditorView } from '@codemirror/view';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import CodeMirrorEditor from './CodeMirrorEditor';
import { CodeEditor } from './CodeEditor';

function viewIn(container: HTMLElement): EditorView {
  const dom = container.querySelector('.cm-editor') as HTMLElement;
  const view = EditorView.findFromDOM(dom);
  if (!view) throw new Error('no editor');
  return view;
}

function Controlled({
  initial,
  readOnly = false,
  onValue,
}: {
  initial: string;
  readOnly?: boolean;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <h2 id="label">Script</h2>
      <CodeMirrorEditor
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
        readOnly={readOnly}
        labelledBy="label"
      />
      <button type="button" onClick={() => setValue('// replaced')}>
        Replace
      </button>
    </>
  );
}

describe('CodeMirrorEditor', () => {
  it('shows the script in a labelled, editable CodeMirror with JavaScript highlighting', () => {
    const { container } = render(<Controlled initial={'const a = 1;\n'} />);
    const content = screen.getByRole('textbox', { name: 'Script' });
    expect(content).toHaveAttribute('contenteditable', 'true');
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(viewIn(container).state.doc.toString()).toBe('const a = 1;\n');
    expect(container.querySelector('.cm-lineNumbers')).not.toBeNull();
  });

  it('reports edits and takes values set from outside', () => {
    const seen: string[] = [];
    const { container } = render(<Controlled initial="a" onValue={(v) => seen.push(v)} />);
    const view = viewIn(container);
    act(() => view.dispatch({ changes: { from: 1, insert: 'b' } }));
    expect(seen).toEqual(['ab']);
    act(() => screen.getByRole('button', { name: 'Replace' }).click());
    expect(view.state.doc.toString()).toBe('// replaced');
  });

  it('changes read-only and its description in place, keeping the document and its history', () => {
    function Toggle() {
      const [locked, setLocked] = useState(false);
      return (
        <>
          <h2 id="t">Script</h2>
          <p id="d">Described</p>
          <CodeMirrorEditor
            value="a"
            onChange={() => undefined}
            readOnly={locked}
            labelledBy="t"
            describedBy={locked ? 'd' : undefined}
          />
          <button type="button" onClick={() => setLocked(true)}>
            Lock
          </button>
        </>
      );
    }
    const { container } = render(<Toggle />);
    const view = viewIn(container);
    act(() => view.dispatch({ changes: { from: 1, insert: 'b' } }));
    act(() => screen.getByRole('button', { name: 'Lock' }).click());
    expect(viewIn(container)).toBe(view);
    expect(view.state.readOnly).toBe(true);
    expect(view.state.doc.toString()).toBe('ab');
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveAccessibleDescription('Described');
  });

  it('is read-only when asked', () => {
    const { container } = render(<Controlled initial="x" readOnly />);
    const content = screen.getByRole('textbox', { name: 'Script' });
    expect(content).toHaveAttribute('contenteditable', 'false');
    expect(content).toHaveAttribute('aria-readonly', 'true');
    expect(viewIn(container).state.readOnly).toBe(true);
  });
});

describe('CodeEditor', () => {
  it('loads CodeMirror lazily, with a plain text area until it is there', async () => {
    render(
      <>
        <h2 id="l">Script</h2>
        <CodeEditor value="let x;" onChange={() => undefined} readOnly={false} labelledBy="l" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Script' }).tagName).toBe('TEXTAREA');
    expect(await screen.findByTestId('script-codemirror')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Script' }).tagName).not.toBe('TEXTAREA');
  });
});
