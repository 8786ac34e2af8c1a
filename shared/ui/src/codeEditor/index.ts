export { CodeEditor, type CodeEditorProps } from './CodeEditor';
