import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { openSession, readRefreshToken } from '../auth/session-registry.ts';
import { loadSessionSecret, SessionTokens } from '../auth/session-tokens.ts';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { sealStoredSecrets } from '../db/seal-stored-secrets.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { findUser } from '../users/store/find-user.ts';

const documents = '/api/core/documents';
const clearPassword = 'Op3n-sesame';
const clearRefreshToken = 'refresh-token-in-clear';

describeOnEachDatabase('secrets at rest on the $name database', (testApp) => {
  let alpha: TestClient;
  let tokens: SessionTokens;
  /** A session of alpha's admin opened by an identity provider, with its refresh token. */
  let ssoSession: { sid: string; tenant: string };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    await testApp.tenantClient('beta');
    tokens = new SessionTokens(await loadSessionSecret(testApp.db));
    const admin = await findUser(testApp.db.app, 'alpha', alpha.username);
    if (!admin) throw new Error('no admin');
    const signed = await openSession(testApp.db, tokens, admin, 'the identity provider demo', {
      provider: 'corporate',
      refreshToken: clearRefreshToken,
    });
    const session = await tokens.verify(signed);
    if (!session) throw new Error('no session');
    ssoSession = session;
  });

  /** Runs a statement as the application role in a tenant's transaction, as a request would. */
  const asTenant = (tenant: string, statement: ReturnType<typeof sql>) =>
    withTenant(testApp.db.app, tenant, (trx) => statement.execute(trx));

  it("keeps the signing secret, sign-in token hashes and refresh tokens out of a tenant query's reach", async () => {
    await alpha.request({ method: 'POST', url: `/api/core/users/${alpha.username}/login-token` });
    for (const statement of [
      sql`select * from system_settings`,
      sql`select * from login_tokens`,
      sql`select token_hash from login_tokens`,
      sql`update login_tokens set used_at = null`,
      sql`select sso_refresh_token from auth_sessions`,
      sql`select * from auth_sessions`,
    ]) {
      await expect(asTenant('alpha', statement)).rejects.toThrow(/permission denied/);
    }
    // Another tenant's sessions, and their refresh tokens, answer nothing.
    const { rows } = await asTenant('beta', sql`select id, tenant from auth_sessions`);
    expect(rows.every((row) => (row as { tenant: string }).tenant === 'beta')).toBe(true);
    expect(rows).not.toContainEqual(expect.objectContaining({ id: ssoSession.sid }));
    const stolen = await asTenant(
      'beta',
      sql`select session_refresh_token(${ssoSession.sid}, 'corporate') as token`,
    );
    expect(stolen.rows).toEqual([{ token: null }]);
    // Nor does a guessed sign-in token.
    const guessed = await asTenant('beta', sql`select * from consume_login_token(${'0'.repeat(64)})`);
    expect(guessed.rows).toEqual([]);
  });

  it('stores a password field, a refresh token and the signing secret sealed, and opens them with its key', async () => {
    const created = await alpha.request({
      method: 'POST',
      url: documents,
      payload: { name: 'Bank statement', password: clearPassword },
    });
    expect(created.statusCode, created.body).toBe(201);
    const owner = testApp.db.owner;
    const [secret] = await owner
      .selectFrom('record_secrets')
      .select('value')
      .where('record_id', '=', created.json()._id)
      .execute();
    expect(secret?.value).toMatch(/^enc1:/);
    expect(Buffer.from(secret?.value ?? '').toString('latin1')).not.toContain(clearPassword);

    const session = await owner
      .selectFrom('auth_sessions')
      .select('sso_refresh_token')
      .where('id', '=', ssoSession.sid)
      .executeTakeFirstOrThrow();
    expect(session.sso_refresh_token).toMatch(/^enc1:/);
    expect(session.sso_refresh_token).not.toContain(clearRefreshToken);
    expect(await readRefreshToken(testApp.db, ssoSession, 'corporate')).toBe(clearRefreshToken);

    const signing = await owner
      .selectFrom('system_settings')
      .select('value')
      .where('key', '=', 'session_secret')
      .executeTakeFirstOrThrow();
    expect(signing.value).toMatch(/^enc1:/);
    expect(signing.value).not.toContain(await loadSessionSecret(testApp.db));

    // Everything still signs in.
    const me = await alpha.request({ method: 'GET', url: '/api/core/users/current' });
    expect(me.statusCode).toBe(200);
  });

  it('seals at start the secrets stored in clear text before', async () => {
    const owner = testApp.db.owner;
    const signingSecret = await loadSessionSecret(testApp.db);
    const record = {
      tenant: 'alpha',
      entity_name: 'Document',
      record_id: crypto.randomUUID(),
      field: 'password',
    };
    await owner
      .insertInto('record_secrets')
      .values({ ...record, value: 'left-in-clear', updated_by: 'admin' })
      .execute();
    await owner
      .updateTable('auth_sessions')
      .set({ sso_refresh_token: 'old-refresh-token' })
      .where('id', '=', ssoSession.sid)
      .execute();
    await owner
      .updateTable('system_settings')
      .set({ value: signingSecret })
      .where('key', '=', 'session_secret')
      .execute();

    await sealStoredSecrets(owner, testApp.db.secrets);

    const stored = await owner
      .selectFrom('record_secrets')
      .select('value')
      .where('record_id', '=', record.record_id)
      .executeTakeFirstOrThrow();
    expect(stored.value).toMatch(/^enc1:/);
    expect(await readRefreshToken(testApp.db, ssoSession, 'corporate')).toBe('old-refresh-token');
    expect(await loadSessionSecret(testApp.db)).toBe(signingSecret);
  });

  it('refuses to start with another key than the one that sealed the secrets', async () => {
    const wrongKey = new SecretBox(randomBytes(32));
    const refused = sealStoredSecrets(testApp.db.owner, wrongKey);
    await expect(refused).rejects.toBeInstanceOf(LessorStartError);
    await expect(refused).rejects.toThrow(/secret key does not open this database's secrets/);
    // Nothing was sealed again with the wrong key: the right one still opens everything.
    expect(await readRefreshToken(testApp.db, ssoSession, 'corporate')).toBeTypeOf('string');
    expect((await alpha.request({ method: 'GET', url: '/api/core/users/current' })).statusCode).toBe(200);
  });
});
