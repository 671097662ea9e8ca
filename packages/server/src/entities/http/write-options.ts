import type { FastifyRequest } from 'fastify';
import { documentedOnly } from '../../openapi/documented-only.ts';
import type { WriteOptions } from '../writing/entity-service.ts';
import { fingerprintOf, type Idempotency, readIdempotencyKey } from '../writing/idempotency.ts';
import { expectedVersionOf } from '../writing/version-conflict.ts';

/** The guards a client puts on a write: `_version` or `If-Match`, and `Idempotency-Key`. */
export function writeOptions(request: FastifyRequest): WriteOptions {
  const expectedVersion = expectedVersionOf(request.body, request.headers['if-match']);
  const idempotency = idempotencyOf(request);
  return {
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    ...(idempotency === undefined ? {} : { idempotency }),
  };
}

/**
 * The request's `Idempotency-Key`, with what identifies the request (its method, path and JSON
 * body, or the bytes a multipart request uploads, given as `content`).
 */
export function idempotencyOf(request: FastifyRequest, content?: Buffer): Idempotency | undefined {
  const key = readIdempotencyKey(request.headers['idempotency-key']);
  if (key === undefined) return undefined;
  return { key, fingerprint: fingerprintOf(request.method, request.url, content ?? request.body) };
}

export const idempotencyKey = {
  type: 'string',
  description:
    'A replay with the same key and body answers the first result; another body, IDEMPOTENCY_KEY_REUSED',
};
const ifMatch = {
  type: 'string',
  description: 'The _version the write is based on; a stale one answers 409 VERSION_CONFLICT',
};

/** The guard headers each write reads, for the API document; `writeOptions` checks them. */
export const writeHeaders = {
  create: documentedOnly({ type: 'object', properties: { 'Idempotency-Key': idempotencyKey } }),
  patch: documentedOnly({
    type: 'object',
    properties: { 'Idempotency-Key': idempotencyKey, 'If-Match': ifMatch },
  }),
  replace: documentedOnly({ type: 'object', properties: { 'If-Match': ifMatch } }),
} as const;
