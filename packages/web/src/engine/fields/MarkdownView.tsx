import { marked } from 'marked';
import { useMemo } from 'react';
import { SafeHtml } from './SafeHtml.tsx';

/** Markdown rendered as sanitised HTML. Loaded on demand: only pages showing markdown pay for it. */
export function MarkdownView({ markdown }: { markdown: string }) {
  const html = useMemo(() => marked.parse(markdown, { async: false, gfm: true }), [markdown]);
  return <SafeHtml html={html} />;
}
