import type { ContentDisposition } from '@lessor/domain/api';

/**
 * Types a browser shows without running anything of the file. Any other type (HTML, SVG, XML,
 * scripts) is always sent as an attachment: shown inline from Lessor's origin, it could read the
 * signed-in user's session.
 */
const inlineTypes = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
]);

/**
 * The headers of a document's content. Besides the safe list above, everything but a PDF is
 * sandboxed (no script, no same-origin access); Chromium's PDF viewer refuses to draw under a
 * sandbox or `object-src 'none'`, so a PDF goes without a policy and relies on the viewer's own
 * isolation.
 */
export function contentHeaders(
  document: { name: string; mimeType: string },
  asked: ContentDisposition,
): Record<string, string> {
  const disposition = asked === 'inline' && inlineTypes.has(document.mimeType) ? 'inline' : 'attachment';
  const headers: Record<string, string> = {
    'content-type': document.mimeType,
    'content-disposition': `${disposition}; ${fileNameParameters(document.name)}`,
    'cache-control': 'private, max-age=600',
  };
  if (document.mimeType !== 'application/pdf')
    headers['content-security-policy'] =
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
  return headers;
}

/** RFC 6266: an ASCII fallback name for old clients, the exact one in UTF-8 for the others. */
function fileNameParameters(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
