import { randomUUID } from 'node:crypto';
import type { User } from '@lessor/domain/api';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../db/with-tenant.ts';
import { SessionActivityCache } from './session-activity-cache.ts';
import type { Session, SessionTokens } from './session-tokens.ts';

/** The session claims for a user, keeping the session id across renewals. */
export function sessionOfUser(user: User, sid: string): Omit<Session, 'issuedAt'> {
  return {
    sid,
    tenant: user.tenant,
    username: user.username,
    isAdmin: user.isAdmin,
    isMainAdmin: user.isMainAdmin,
    isSuperAdmin: user.isSuperAdmin,
    profiles: user.profiles,
  };
}

/**
 * Opens a session for a user who passed every factor: records it (with the identity provider's
 * refresh token when one signed them in), notes the sign-in, answers the token.
 */
export async function openSession(
  db: Kysely<CoreDatabase>,
  tokens: SessionTokens,
  user: User,
  sso?: { provider: string; refreshToken: string | undefined },
): Promise<string> {
  const sid = randomUUID();
  await db
    .insertInto('auth_sessions')
    .values({
      id: sid,
      tenant: user.tenant,
      username: user.username,
      sso_provider: sso?.provider ?? null,
      sso_refresh_token: sso?.refreshToken ?? null,
    })
    .execute();
  await withTenant(db, user.tenant, (trx) =>
    trx
      .updateTable('users')
      .set({ last_login_date: sql`now()` })
      .where('tenant', '=', user.tenant)
      .where('username', '=', user.username)
      .execute(),
  );
  return tokens.sign(sessionOfUser(user, sid));
}

// Every request checks its session: this node answers from memory for up to a second.
const activity = new SessionActivityCache();
const userKey = (tenant: string, username: string) => `${tenant}\u0000${username}`;

/** Whether a session was opened and not revoked since (seen from another node: within a second). */
export async function isSessionActive(db: Kysely<CoreDatabase>, sid: string): Promise<boolean> {
  const known = activity.known(sid);
  if (known !== undefined) return known;
  const row = await db
    .selectFrom('auth_sessions')
    .select(['revoked_at', 'tenant', 'username'])
    .where('id', '=', sid)
    .executeTakeFirst();
  const active = row !== undefined && row.revoked_at === null;
  activity.remember(sid, row ? userKey(row.tenant, row.username) : '', active);
  return active;
}

export async function revokeSession(db: Kysely<CoreDatabase>, sid: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ revoked_at: sql`now()` }).where('id', '=', sid).execute();
  activity.remember(sid, '', false);
}

/** Ends every session of a user, when they are locked or removed. */
export async function revokeUserSessions(
  db: Kysely<CoreDatabase>,
  tenant: string,
  username: string,
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql`now()` })
    .where('tenant', '=', tenant)
    .where('username', '=', username)
    .where('revoked_at', 'is', null)
    .execute();
  activity.forgetUser(userKey(tenant, username));
}
