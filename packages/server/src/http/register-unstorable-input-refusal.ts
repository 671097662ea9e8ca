import { type ErrorCode, LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deepest nesting of arrays and objects a JSON body may have; declared records need a handful. */
const maxBodyDepth = 64;

/**
 * NUL, which PostgreSQL refuses in text and JSON, and a lone UTF-16 surrogate, which is no
 * Unicode character (a pair is one, and matches nothing here with the `u` flag).
 */
const unstorable = /[\0\p{Cs}]/u;

/**
 * Refuses, before any route runs, the input no database column can hold: a NUL or a lone
 * surrogate anywhere in the headers, the path, the query or a JSON body (keys included; an HTTP
 * parser refuses them in headers already, `inject` does not), and a body nested
 * deeper than `maxBodyDepth`. Each refusal is a 400 naming where the value is.
 */
export function registerUnstorableInputRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseIn(request.headers, 'INVALID_FIELD_IN_HEADERS');
    refuseIn(request.params, 'INVALID_FIELD_IN_PATH');
    refuseIn(request.query, 'INVALID_FIELD_IN_QUERY');
    refuseInBody(request);
  });
}

/** Headers, path parameters and query values: one level of strings, a repeated key a list of them. */
function refuseIn(values: unknown, code: ErrorCode): void {
  if (typeof values !== 'object' || values === null) return;
  for (const [key, value] of Object.entries(values)) {
    if (
      unstorable.test(key) ||
      [value].flat().some((item) => typeof item === 'string' && unstorable.test(item))
    )
      throw new LessorError(code, [readable(key)]);
  }
}

function refuseInBody(request: FastifyRequest): void {
  const body = request.body;
  // Multipart and raw bodies are read by their routes, as streams.
  if (typeof body !== 'string' && (typeof body !== 'object' || body === null || Buffer.isBuffer(body)))
    return;
  const problem = findUnstorable(body, [], 0);
  if (problem) throw new LessorError('INVALID_FIELD_IN_BODY', [fieldName(problem)]);
}

/**
 * The path of the first unstorable text or too deep a value, depth first; undefined when all is
 * fine. `path` is the walk's own stack, copied only for the answer.
 */
function findUnstorable(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return unstorable.test(value) ? [...path] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= maxBodyDepth) return [...path];
  for (const [key, item] of Object.entries(value)) {
    path.push(key);
    const problem = unstorable.test(key) ? [...path] : findUnstorable(item, path, depth + 1);
    path.pop();
    if (problem) return problem;
  }
  return undefined;
}

/** `categories.0.name`; a too deep value is named by its nearest named field, or `body`. */
function fieldName(path: readonly string[]): string {
  const named = [...path];
  if (named.length >= maxBodyDepth) while (named.length > 0 && /^\d+$/.test(named.at(-1) ?? '')) named.pop();
  return readable(named.join('.')) || 'body';
}

/** A name quoted in a message, with the characters it could not carry replaced. */
function readable(name: string): string {
  return name.replace(/[\0\p{Cs}]/gu, '\uFFFD');
}
