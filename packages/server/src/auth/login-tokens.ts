import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/** A sign-in link stays usable for an hour unless asked otherwise. */
export const defaultLoginTokenSeconds = 60 * 60;

/**
 * Issues a one-time sign-in token for a user. Only its hash is stored, so the table alone
 * cannot sign anybody in; and the application role may add one for the tenant it works for,
 * never read them.
 */
export async function issueLoginToken(
  db: Kysely<CoreDatabase>,
  user: { tenant: string; username: string },
  ttlSeconds = defaultLoginTokenSeconds,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await withTenant(db, user.tenant, (trx) =>
    trx
      .insertInto('login_tokens')
      .values({
        token_hash: hash(token),
        tenant: user.tenant,
        username: user.username,
        expires_at: new Date(Date.now() + ttlSeconds * 1000),
      })
      .execute(),
  );
  return token;
}

/**
 * Uses a token up: answers its user once, while it is unexpired; never again after. The database
 * function answers only the token it is given (see secrets-migration.ts).
 */
export async function consumeLoginToken(
  db: Kysely<CoreDatabase>,
  token: string,
): Promise<{ tenant: string; username: string } | undefined> {
  const { rows } = await sql<{ tenant: string; username: string }>`
    select tenant, username from consume_login_token(${hash(token)})`.execute(db);
  return rows[0];
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
