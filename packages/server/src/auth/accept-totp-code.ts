import { LessorError } from '@lessor/domain/errors';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { totpTimeStep } from './totp-codes.ts';

/** Five codes tried within five minutes lock the account's second factor for fifteen minutes. */
const maxAttempts = 5;
const attemptWindowMs = 5 * 60_000;
const lockMs = 15 * 60_000;

interface TotpUser {
  tenant: string;
  username: string;
}

/**
 * Checks a user's TOTP code and, when it is good, runs `onAccepted` in the same transaction as
 * the code's use. Kept in the database, so every node agrees:
 * - a code is good once: its time step must come after the last one accepted for the user, so
 *   neither the same code nor an earlier step's is accepted again;
 * - every try counts towards the account's lock before the code is looked at (a burst of
 *   parallel tries cannot pass the limit), and a good code clears the count.
 * A locked account answers 429 whatever the code, and whatever address the tries come from.
 */
export async function acceptTotpCode<T>(
  db: Kysely<CoreDatabase>,
  user: TotpUser,
  secret: string,
  code: string,
  onAccepted: (trx: TenantTransaction) => Promise<T>,
): Promise<T> {
  const lockedUntil = await withTenant(db, user.tenant, (trx) => countAttempt(trx, user));
  if (lockedUntil) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
    throw new LessorError('TOO_MANY_REQUESTS', [`${minutes} minutes`]);
  }
  const step = await totpTimeStep(secret, code);
  if (step === undefined) throw new LessorError('INVALID_TOTP_CODE');
  const accepted = await withTenant(db, user.tenant, async (trx) => {
    if (!(await useTimeStep(trx, user, step))) return undefined;
    return { value: await onAccepted(trx) };
  });
  if (!accepted) throw new LessorError('INVALID_TOTP_CODE');
  return accepted.value;
}

/** Counts one try, or answers when the lock ends if the account is locked. */
async function countAttempt(trx: TenantTransaction, user: TotpUser): Promise<Date | undefined> {
  await trx
    .insertInto('totp_usage')
    .values({ tenant: user.tenant, username: user.username })
    .onConflict((conflict) => conflict.columns(['tenant', 'username']).doNothing())
    .execute();
  const usage = await ofUser(trx.selectFrom('totp_usage').selectAll(), user)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const now = new Date();
  if (usage.locked_until && usage.locked_until > now) return usage.locked_until;
  const inWindow =
    usage.failures_since !== null && now.getTime() - usage.failures_since.getTime() < attemptWindowMs;
  const attempts = inWindow ? usage.failures + 1 : 1;
  await ofUser(trx.updateTable('totp_usage'), user)
    .set({
      failures: attempts,
      failures_since: inWindow ? usage.failures_since : now,
      locked_until: attempts >= maxAttempts ? new Date(now.getTime() + lockMs) : null,
    })
    .execute();
  return undefined;
}

/** Records the step as the user's last one, unless it is not later: answers whether it was. */
async function useTimeStep(trx: TenantTransaction, user: TotpUser, step: number): Promise<boolean> {
  const used = await ofUser(trx.updateTable('totp_usage'), user)
    .set({ last_step: step, failures: 0, failures_since: null, locked_until: null })
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('last_step')
    .executeTakeFirst();
  return used !== undefined;
}

function ofUser<Q extends { where(column: 'tenant' | 'username', op: '=', value: string): Q }>(
  query: Q,
  user: TotpUser,
): Q {
  return query.where('tenant', '=', user.tenant).where('username', '=', user.username);
}
