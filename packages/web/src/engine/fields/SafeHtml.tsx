import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from a record or a layout, sanitised first: scripts, event handlers and `javascript:` links
 * are removed, so a stored text can never run code in another user's page.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <div className="lessor-rendered-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
