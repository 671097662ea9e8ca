/** One call the stubbed server received. */
export interface StubbedCall {
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, if any. */
  body: unknown;
  /** The form sent, for a file upload (multipart). */
  form: FormData | undefined;
  /** The headers sent, as the web set them. */
  headers: Readonly<Record<string, string>>;
}

/** What the stubbed server answers: a status (200 by default), a JSON body and headers. */
export interface StubbedAnswer {
  status?: number;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/**
 * A stand-in for `fetch` answering the web's API calls in tests that cannot start the server (the
 * web must not import it): `answer` gives each call's answer, or undefined for a 404 naming the
 * path. Every call is kept in `calls`, in order.
 * @example const api = createApiStub(() => ({ body: [] })); vi.stubGlobal('fetch', api.fetch);
 */
export function createApiStub(answer: (call: StubbedCall) => StubbedAnswer | undefined) {
  const calls: StubbedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const call: StubbedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(call);
    const found = answer(call) ?? {
      status: 404,
      body: { status: 404, code: 'ROUTE_NOT_FOUND', message: `Route ${call.method} ${call.path} not found` },
    };
    return new Response(found.body === undefined ? null : JSON.stringify(found.body), {
      status: found.status ?? 200,
      headers: { 'content-type': 'application/json', ...found.headers },
    });
  };
  return { fetch, calls };
}
