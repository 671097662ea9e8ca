/**
 * Whether the application may show inside a frame of `parentOrigin` (foundation.md §2): the
 * host's frame-ancestors allow any origin (`*`), the same origin (`'self'`), or name the origin.
 * An unknown parent is refused.
 */
export function isFrameAllowed(
  parentOrigin: string | undefined,
  selfOrigin: string,
  frameAncestors: readonly string[],
): boolean {
  if (frameAncestors.includes('*')) return true;
  if (!parentOrigin) return false;
  if (frameAncestors.includes("'self'") && parentOrigin === selfOrigin) return true;
  return frameAncestors.some((allowed) => allowed.replace(/\/$/, '') === parentOrigin);
}

/** The origin of the page that frames this one, as far as the browser tells. */
export function parentOriginOf(
  location: Location,
  parentUrl: string | undefined,
  referrer: string,
): string | undefined {
  const ancestor = location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  for (const candidate of [parentUrl, referrer]) {
    if (!candidate) continue;
    try {
      return new URL(candidate).origin;
    } catch {
      // Not an address: try the next source.
    }
  }
  return undefined;
}

/** The server's own Content-Security-Policy allows framing by the same origin only. */
export const defaultFrameAncestors: readonly string[] = ["'self'"];
