import type { ErrorBody } from '@lessor/domain/errors';
import { sessionStore } from './session-store.ts';
import { ssoMaintenance } from './sso-renewal.ts';

/** An API answer that is not a success, with the server's catalogued body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.message ?? `Oops, something went wrong (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Called when the server says the session is over; the shell sends the user to sign in. */
let onSessionExpired: () => void = () => {};
export function handleSessionExpiry(handler: () => void): void {
  onSessionExpired = handler;
}

/** Called when a call got no answer at all (the network is gone); the shell may go offline. */
let onNoAnswer: () => void = () => {};
export function handleNoAnswer(handler: () => void): void {
  onNoAnswer = handler;
}

/** What the application answers itself while offline (a queued write), else undefined: the call goes out. */
type OfflineAnswer = (
  path: string,
  init: { method?: string; body?: unknown; queueable?: boolean },
) => Promise<Response | undefined>;
let answerOffline: OfflineAnswer = async () => undefined;
export function handleOfflineAnswers(handler: OfflineAnswer): void {
  answerOffline = handler;
}

/**
 * Told of every read the server answered (a copy of its answer), when set: a tenant that works
 * offline keeps them. Unset, no answer is copied.
 */
type ReadAnswer = (path: string, response: Response) => void;
let onReadAnswer: ReadAnswer | undefined;
export function handleReadAnswers(handler: ReadAnswer | undefined): void {
  onReadAnswer = handler;
}

/**
 * The client's time zone: every call names it, and date-times are shown and typed in it (a stored
 * date-time is an instant; a date alone is a UTC day and shown as such).
 */
export const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Calls the API the way every call must (foundation.md §7): the session in the Authorization
 * header, a request id and the client's time zone; a renewed session from the response's
 * `authorization` header is kept.
 */
export async function apiFetch(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Readonly<Record<string, string>>;
    /** False for a write that must reach the server or fail (a replay), never be queued offline. */
    queueable?: boolean;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...init.headers,
    'x-request-id': crypto.randomUUID(),
    'x-timezone': browserTimeZone,
  };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response = await answerOffline(path, init);
  if (!response) {
    try {
      response = await fetch(path, {
        method: init.method ?? 'GET',
        headers,
        ...requestBody(init.body, headers),
      });
      // A read found missing is kept too: a tenant's script that may be missing is missing offline as well.
      const answered = response.ok || response.status === 404;
      if (onReadAnswer && answered && (init.method ?? 'GET') === 'GET') onReadAnswer(path, response.clone());
    } catch (error) {
      // No answer, not a refusal: fetch rejects with a TypeError when the network fails. The
      // write that found the network gone is the first one queued.
      if (!(error instanceof TypeError)) throw error;
      onNoAnswer();
      response = await answerOffline(path, init);
      if (!response) throw error;
    }
  }
  const renewed = response.headers.get('authorization');
  if (renewed !== null) {
    if (renewed === '') sessionStore.clear();
    else sessionStore.set(renewed);
  }
  if (response.ok) {
    afterSuccess();
    return response;
  }
  const body = await response.json().catch(() => undefined);
  if (response.status === 401 && token) {
    sessionStore.clear();
    onSessionExpired();
  }
  throw new ApiError(response.status, body as ErrorBody | undefined);
}

// Keep-alive and refresh renewal of a user signed in by SSO ride on the user's own activity.
const afterSuccess = ssoMaintenance((path, init) => apiFetch(path, init));

/**
 * The body as it is sent: JSON, or a file upload as the browser encodes it (multipart, with its own
 * boundary in the content type).
 */
function requestBody(body: unknown, headers: Record<string, string>): { body?: BodyInit } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  headers['content-type'] = 'application/json';
  return { body: JSON.stringify(body) };
}

export async function apiJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await apiFetch(path, init);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}
