import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

/** A sign-in link stays usable for an hour unless asked otherwise. */
export const defaultLoginTokenSeconds = 60 * 60;

/**
 * Issues a one-time sign-in token for a user. Only its hash is stored, so the table alone
 * cannot sign anybody in.
 */
export async function issueLoginToken(
  db: Kysely<CoreDatabase>,
  user: { tenant: string; username: string },
  ttlSeconds = defaultLoginTokenSeconds,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: hash(token),
      tenant: user.tenant,
      username: user.username,
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    })
    .execute();
  return token;
}

/** Uses a token up: answers its user once, while it is unexpired; never again after. */
export async function consumeLoginToken(
  db: Kysely<CoreDatabase>,
  token: string,
): Promise<{ tenant: string; username: string } | undefined> {
  return db
    .updateTable('login_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['tenant', 'username'])
    .executeTakeFirst();
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
