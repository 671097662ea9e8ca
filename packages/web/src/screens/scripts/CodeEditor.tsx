import { javascript } from '@codemirror/lang-javascript';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { syntaxTree } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

/**
 * Marks what the JavaScript parser cannot read, and a script without the `execute` the sandbox
 * calls: both would fail the run, and are told while the code is typed.
 */
function scriptDiagnostics(view: EditorView, texts: { syntax: string; noExecute: string }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const length = view.state.doc.length;
  syntaxTree(view.state).iterate({
    enter(node) {
      if (!node.type.isError) return;
      const from = Math.min(node.from, Math.max(0, length - 1));
      diagnostics.push({
        from,
        to: Math.min(length, Math.max(node.to, from + 1)),
        severity: 'error',
        message: texts.syntax,
      });
    },
  });
  if (length > 0 && !/\bexecute\b/.test(view.state.doc.toString()))
    diagnostics.push({ from: 0, to: Math.min(length, 1), severity: 'warning', message: texts.noExecute });
  return diagnostics;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  label: string;
  texts: { syntax: string; noExecute: string };
  /** A script, or a setting's JSON. */
  language?: 'javascript' | 'json';
}

/**
 * A script's code in CodeMirror, or a setting's JSON: highlighted and checked as it is typed. Tab leaves the
 * editor as it leaves any field, so that the page stays usable by keyboard. A value set from
 * outside (a version restored) replaces the text.
 */
export function CodeEditor({ value, onChange, label, texts, language = 'javascript' }: Props) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, texts });
  latest.current = { onChange, texts };

  // The editor is made once; the value it starts from is the one of its first render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later values reach it through the effect below.
  useEffect(() => {
    if (!parent.current) return;
    const editor = new EditorView({
      parent: parent.current,
      doc: value,
      extensions: [
        basicSetup,
        ...(language === 'json'
          ? [json(), linter(jsonParseLinter(), { delay: 300 })]
          : [
              javascript(),
              linter((current) => scriptDiagnostics(current, latest.current.texts), { delay: 300 }),
            ]),
        lintGutter(),
        // Focusable by Tab like any field; its scroller holds it, so that the scrolled code is reachable.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
  }, [label, language]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={parent} className="lessor-code-editor" data-testid="code-editor" />;
}
