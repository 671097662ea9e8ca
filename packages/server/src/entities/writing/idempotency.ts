import { createHash } from 'node:crypto';
import { LessorError } from '@lessor/domain/errors';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

interface IdempotencyKeysTable {
  tenant: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  body: unknown;
}

/** The answer a write gave, kept so that a replay of the same `Idempotency-Key` answers it again. */
export interface StoredAnswer {
  statusCode: 200 | 201;
  body: unknown;
}

const keyPattern = /^[\x21-\x7e]{1,200}$/;

/** Checks the header: printable ASCII, at most 200 characters. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !keyPattern.test(header))
    throw new LessorError('INVALID_FIELD_IN_HEADERS', ['idempotency-key']);
  return header;
}

export function fingerprintOf(method: string, path: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method} ${path} `);
  return (Buffer.isBuffer(body) ? hash.update(body) : hash.update(JSON.stringify(body ?? null))).digest(
    'hex',
  );
}

/**
 * Claims a key in the writing transaction. A concurrent holder of the same key makes this wait
 * until it commits (then its answer is replayed) or rolls back (then this request writes).
 * Answers the stored answer of an earlier request, or undefined when this request is the first.
 */
async function claimIdempotencyKey(
  trx: TenantTransaction,
  tenant: string,
  key: string,
  fingerprint: string,
): Promise<StoredAnswer | undefined> {
  const keys = trx.withTables<{ idempotency_keys: IdempotencyKeysTable }>();
  const claimed = await keys
    .insertInto('idempotency_keys')
    .values({ tenant, key, fingerprint, status_code: null, body: null })
    .onConflict((conflict) => conflict.columns(['tenant', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return undefined;
  const stored = await keys
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status_code', 'body'])
    .where('tenant', '=', tenant)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (stored.fingerprint !== fingerprint || stored.status_code === null)
    throw new LessorError('IDEMPOTENCY_KEY_REUSED', [key]);
  return { statusCode: stored.status_code === 201 ? 201 : 200, body: stored.body };
}

async function storeIdempotentAnswer(
  trx: TenantTransaction,
  tenant: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await trx
    .withTables<{ idempotency_keys: IdempotencyKeysTable }>()
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, body: JSON.stringify(answer.body) })
    .where('tenant', '=', tenant)
    .where('key', '=', key)
    .execute();
}

/** A client's `Idempotency-Key` with the fingerprint of the request it came with. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * Runs a write in the caller's transaction once per key: a replay of the same key and request
 * answers what the first answered, without writing again (see `claimIdempotencyKey`); without a
 * key, the write simply runs.
 */
export async function answerOnce(
  trx: TenantTransaction,
  tenant: string,
  idempotency: Idempotency | undefined,
  statusCode: 200 | 201,
  write: () => Promise<unknown>,
): Promise<StoredAnswer> {
  if (idempotency) {
    const stored = await claimIdempotencyKey(trx, tenant, idempotency.key, idempotency.fingerprint);
    if (stored) return stored;
  }
  const answer = { statusCode, body: await write() };
  if (idempotency) await storeIdempotentAnswer(trx, tenant, idempotency.key, answer);
  return answer;
}
