/**
 * The text and level of an error notification, by the rule of foundation.md §8: the server's
 * message (its `$` placeholders filled from the parameters), else its errors joined by new lines,
 * else the raw body, with the status in parentheses. A 499, and a 409 carrying a rejection reason,
 * are warnings; any other failure is 'Oops, something went wrong' with that detail.
 */
export interface ErrorNotice {
  level: 'warning' | 'error';
  title?: string;
  message: string;
}

export const oopsTitle = 'Oops, something went wrong';
const offlineText = 'You are in offline mode, some features requiring network connectivity are not available';
const networkErrorText = 'Network error: Check your internet connection';

type Body = Record<string, unknown>;

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function substituted(message: string, params: unknown): string {
  if (!Array.isArray(params) || !message.includes('$')) return message;
  let next = 0;
  return message.replace(/\$/g, () => (next < params.length ? String(params[next++]) : '$'));
}

function errorLines(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return errors
    .map((error) =>
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error
          ? String((error as Body).message)
          : JSON.stringify(error),
    )
    .join('\n');
}

/** The detail of an answer's body: message, else errors, else the body as it came. */
export function errorDetail(rawBody: unknown): string {
  const body = parsed(rawBody);
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { message, errors, params, args } = body as Body;
    if (typeof message === 'string' && message) return substituted(message, params ?? args);
    const lines = errorLines(errors);
    if (lines) return lines;
    return JSON.stringify(body);
  }
  return errorLines(body) ?? (body === undefined || body === null ? '' : String(body));
}

/** What to show for a failed answer of status `status` with body `body` (already read as text or JSON). */
export function errorNotice(status: number, body: unknown): ErrorNotice {
  const detail = errorDetail(body);
  const withStatus = detail ? `${detail} (${status})` : `(${status})`;
  const json = parsed(body);
  const rejectionReason =
    typeof json === 'object' && json !== null ? (json as Body).rejectionReason : undefined;
  if (status === 499) return { level: 'warning', message: withStatus };
  if (status === 409 && rejectionReason) {
    return {
      level: 'warning',
      message: `${typeof rejectionReason === 'string' ? rejectionReason : detail} (${status})`,
    };
  }
  return { level: 'error', title: oopsTitle, message: withStatus };
}

/** What to show when no answer came: offline or a network failure. */
export function networkNotice(online: boolean): ErrorNotice {
  return online ? { level: 'error', message: networkErrorText } : { level: 'warning', message: offlineText };
}

/** A response body as text or JSON, blobs included (they are read before anything is shown). */
export async function readBody(body: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && body instanceof Blob) return parsed(await body.text());
  return body;
}
