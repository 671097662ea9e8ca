import type { FastifyRequest } from 'fastify';
import { documentedOnly } from '../../openapi/documented-only.ts';
import type { WriteOptions } from '../writing/entity-service.ts';
import { fingerprintOf, readIdempotencyKey } from '../writing/idempotency.ts';
import { expectedVersionOf } from '../writing/version-conflict.ts';

/** The guards a client puts on a write: `_version` or `If-Match`, and `Idempotency-Key`. */
export function writeOptions(request: FastifyRequest): WriteOptions {
  const expectedVersion = expectedVersionOf(request.body, request.headers['if-match']);
  const key = readIdempotencyKey(request.headers['idempotency-key']);
  return {
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    ...(key === undefined
      ? {}
      : { idempotency: { key, fingerprint: fingerprintOf(request.method, request.url, request.body) } }),
  };
}

const idempotencyKey = {
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
