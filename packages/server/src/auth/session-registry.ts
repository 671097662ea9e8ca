import { randomUUID } from 'node:crypto';
import type { User } from '@lessor/domain/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../db/with-tenant.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import { SessionActivityCache } from './session-activity-cache.ts';
import type { Session, SessionTokens } from './session-tokens.ts';

/** A session as the registry finds it: its id and the tenant it is bound to, both signed in the token. */
type SessionKey = Pick<Session, 'sid' | 'tenant'>;

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
 * refresh token, sealed, when one signed them in), notes the sign-in, answers the token.
 */
export async function openSession(
  db: Database,
  tokens: SessionTokens,
  user: User,
  sso?: { provider: string; refreshToken: string | undefined },
): Promise<string> {
  const sid = randomUUID();
  const refreshToken = sso?.refreshToken;
  await withTenant(db.app, user.tenant, async (trx) => {
    await trx
      .insertInto('auth_sessions')
      .values({
        id: sid,
        tenant: user.tenant,
        username: user.username,
        sso_provider: sso?.provider ?? null,
        sso_refresh_token: refreshToken
          ? db.secrets.seal(refreshToken, secretContexts.refreshToken(sid))
          : null,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ last_login_date: sql`now()` })
      .where('tenant', '=', user.tenant)
      .where('username', '=', user.username)
      .execute();
  });
  return tokens.sign(sessionOfUser(user, sid));
}

/** The identity provider's refresh token kept with a session it opened, or undefined. */
export async function readRefreshToken(
  db: Database,
  session: SessionKey,
  provider: string,
): Promise<string | undefined> {
  const { rows } = await withTenant(db.app, session.tenant, (trx) =>
    sql<{ token: string | null }>`select session_refresh_token(${session.sid}, ${provider}) as token`.execute(
      trx,
    ),
  );
  const sealed = rows[0]?.token;
  return sealed ? db.secrets.open(sealed, secretContexts.refreshToken(session.sid)) : undefined;
}

/** Keeps the refresh token the identity provider answered a renewal with. */
export async function keepRefreshToken(
  db: Database,
  session: SessionKey,
  refreshToken: string,
): Promise<void> {
  await withTenant(db.app, session.tenant, (trx) =>
    trx
      .updateTable('auth_sessions')
      .set({ sso_refresh_token: db.secrets.seal(refreshToken, secretContexts.refreshToken(session.sid)) })
      .where('id', '=', session.sid)
      .execute(),
  );
}

// Every request checks its session: this node answers from memory for up to a second.
const activity = new SessionActivityCache();
const userKey = (tenant: string, username: string) => `${tenant}\u0000${username}`;

/** Whether a session was opened and not revoked since (seen from another node: within a second). */
export async function isSessionActive(db: Kysely<CoreDatabase>, session: SessionKey): Promise<boolean> {
  const known = activity.known(session.sid);
  if (known !== undefined) return known;
  const row = await withTenant(db, session.tenant, (trx) =>
    trx
      .selectFrom('auth_sessions')
      .select(['revoked_at', 'tenant', 'username'])
      .where('id', '=', session.sid)
      .executeTakeFirst(),
  );
  const active = row !== undefined && row.revoked_at === null;
  activity.remember(session.sid, row ? userKey(row.tenant, row.username) : '', active);
  return active;
}

export async function revokeSession(db: Kysely<CoreDatabase>, session: SessionKey): Promise<void> {
  await withTenant(db, session.tenant, (trx) =>
    trx.updateTable('auth_sessions').set({ revoked_at: sql`now()` }).where('id', '=', session.sid).execute(),
  );
  activity.remember(session.sid, '', false);
}

/** Ends every session of a user, when they are locked or removed. */
export async function revokeUserSessions(
  db: Kysely<CoreDatabase>,
  tenant: string,
  username: string,
): Promise<void> {
  await withTenant(db, tenant, (trx) =>
    trx
      .updateTable('auth_sessions')
      .set({ revoked_at: sql`now()` })
      .where('tenant', '=', tenant)
      .where('username', '=', username)
      .where('revoked_at', 'is', null)
      .execute(),
  );
  activity.forgetUser(userKey(tenant, username));
}
