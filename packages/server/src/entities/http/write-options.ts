import type { FastifyRequest } from 'fastify';
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
