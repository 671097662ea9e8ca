import { randomUUID } from 'node:crypto';
import type { User } from '@lessor/domain/api';
import { type Kysely, sql } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { publishWithin } from '../cache-invalidation/publish-within.ts';
import type { Database, DatabaseConnections } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import { recordSystemEvent } from '../system-events/record-system-event.ts';
import { readAsTenant, withTenant } from '../tenancy/with-tenant.ts';
import { SessionActivityCache } from './session-activity-cache.ts';
import type { Session, SessionTokens } from './session-tokens.ts';

/** A session as the registry finds it: its id and the tenant it is bound to, both signed in the token. */
type SessionKey = Pick<Session, 'sid' | 'tenant'>;

/** The session claims for a user, keeping the session id across renewals. */
function sessionOfUser(user: User, sid: string): Omit<Session, 'issuedAt'> {
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
 * refresh token, sealed, when one signed them in), notes the sign-in, answers the token. Every
 * sign-in passes here, so here its SystemEvent is written (`how`: 'a sign-in link', 'a TOTP code'),
 * after the session and off the answer's path.
 */
export async function openSession(
  db: Database,
  tokens: SessionTokens,
  user: User,
  how: string,
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
  const actor = { tenant: user.tenant, username: user.username };
  void recordSystemEvent(db, actor, {
    type: 'SIGN_IN',
    level: 'INFO',
    message: `${user.username} signed in with ${how}`,
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

/** What a session may do now: its user's admin flags and profiles as they stand. */
type SessionRights = Pick<Session, 'isAdmin' | 'isMainAdmin' | 'isSuperAdmin' | 'profiles'>;

// Every request checks its session: this node answers from memory for up to a second. A change made
// on another node reaches it through the cache invalidations; the second bounds a missed one.
const activity = new SessionActivityCache<SessionRights>();
const userKey = (tenant: string, username: string) => `${tenant}\u0000${username}`;

/** Invalidation topics: a user's sessions (keyed by `userKey`), one session (keyed by its id). */
const userSessionsTopic = 'user-sessions';
const sessionTopic = 'session';

/**
 * The invalidations of the apps this process serves: one in production; a test runs two nodes in
 * one process, and their single cache hears both.
 */
const shared = new Set<CacheInvalidations>();

/** Lets the sessions cache hear of changes made on other nodes, and tell them its own; answers how to stop. */
export function shareSessionChanges(invalidations: CacheInvalidations): () => void {
  const everything = () => activity.forgetAll();
  const stops = [
    invalidations.subscribe(userSessionsTopic, {
      forget: (key) => activity.forgetUser(key),
      forgetAll: everything,
    }),
    invalidations.subscribe(sessionTopic, { forget: (sid) => activity.forget(sid), forgetAll: everything }),
  ];
  shared.add(invalidations);
  return () => {
    shared.delete(invalidations);
    for (const stop of stops) stop();
  };
}

/** What a verified token tells of its session: a session token, or a run token naming the session that asked for it. */
type SessionClaims = Pick<Session, 'sid' | 'tenant' | 'username' | 'issuedAt'>;

/**
 * The session a verified token stands for, with its user's current flags and profiles rather than
 * those the token carries; undefined once it is revoked, or its user locked or removed.
 */
export async function currentSession(
  db: DatabaseConnections,
  token: SessionClaims,
): Promise<Session | undefined> {
  let rights = activity.known(token.sid);
  if (rights === undefined) {
    const mark = activity.mark();
    rights = (await readSessionRights(db, token)) ?? false;
    activity.rememberRead(mark, token.sid, userKey(token.tenant, token.username), rights);
  }
  if (rights === false) return undefined;
  return {
    sid: token.sid,
    tenant: token.tenant,
    username: token.username,
    issuedAt: token.issuedAt,
    ...rights,
  };
}

async function readSessionRights(
  db: DatabaseConnections,
  token: SessionClaims,
): Promise<SessionRights | undefined> {
  const row = await readAsTenant(db, token.tenant)
    .selectFrom('auth_sessions')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant', '=', 'auth_sessions.tenant')
        .onRef('users.username', '=', 'auth_sessions.username'),
    )
    .select(['revoked_at', 'is_locked', 'is_admin', 'is_main_admin', 'is_super_admin', 'profiles'])
    .where('auth_sessions.id', '=', token.sid)
    .where('auth_sessions.tenant', '=', token.tenant)
    .where('auth_sessions.username', '=', token.username)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.is_locked) return undefined;
  return {
    isAdmin: row.is_admin,
    isMainAdmin: row.is_main_admin,
    isSuperAdmin: row.is_super_admin,
    profiles: Array.isArray(row.profiles) ? row.profiles : [],
  };
}

/** Every node hears of it when the revocation commits. */
export async function revokeSession(db: Kysely<CoreDatabase>, session: SessionKey): Promise<void> {
  await withTenant(db, session.tenant, async (trx) => {
    await trx
      .updateTable('auth_sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', session.sid)
      .execute();
    await publishWithin(trx, sessionTopic, session.sid);
  });
  activity.remember(session.sid, '', false);
}

/**
 * A user's flags or profiles changed (committed): their sessions take the change at their next
 * request, on every node.
 */
export function refreshUserSessions(tenant: string, username: string): void {
  const key = userKey(tenant, username);
  activity.forgetUser(key);
  for (const invalidations of shared) invalidations.publish(userSessionsTopic, key);
}

/** Ends every session of a user, when they are locked or removed. */
export async function revokeUserSessions(
  db: Kysely<CoreDatabase>,
  tenant: string,
  username: string,
): Promise<void> {
  const key = userKey(tenant, username);
  await withTenant(db, tenant, async (trx) => {
    await trx
      .updateTable('auth_sessions')
      .set({ revoked_at: sql`now()` })
      .where('tenant', '=', tenant)
      .where('username', '=', username)
      .where('revoked_at', 'is', null)
      .execute();
    await publishWithin(trx, userSessionsTopic, key);
  });
  activity.forgetUser(key);
}
