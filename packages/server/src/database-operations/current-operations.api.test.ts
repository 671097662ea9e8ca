import {
  type DatabaseOperation,
  type DatabaseOperationCancellation,
  databaseOperationPaths,
} from '@lessor/domain/api';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const tenant = 'operations';
const sleeper = 'current-operations-sleeper';

describeOnEachDatabase('current database operations on the $name database', (testApp) => {
  const onPostgres = testApp.database.name === 'postgres';
  let mainAdmin: TestClient;
  let superAdmin: TestClient;
  let admin: TestClient;
  let user: TestClient;

  /** A user of the tenant, made by its main admin with `flags`, signed in. */
  const signedIn = async (username: string, flags: Record<string, boolean> = {}) => {
    const made = await mainAdmin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username, ...flags },
    });
    expect(made.statusCode, made.body).toBe(201);
    return testApp.userClient(tenant, username);
  };

  const operations = async (client: TestClient) => {
    const response = await client.request({ method: 'GET', url: databaseOperationPaths.list });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DatabaseOperation[]>();
  };
  const cancel = (client: TestClient, pid: number | string) =>
    client.request({ method: 'POST', url: databaseOperationPaths.cancel(pid) });

  beforeAll(async () => {
    mainAdmin = await testApp.tenantClient(tenant);
    admin = await signedIn(`clerk-admin@${tenant}`, { isAdmin: true });
    user = await signedIn(`user@${tenant}`);
    // No one may grant it through the API but a super admin: the database makes the first.
    const username = `super@${tenant}`;
    await signedIn(username);
    await withTenant(testApp.db.app, tenant, (trx) =>
      trx.updateTable('users').set({ is_super_admin: true }).where('username', '=', username).execute(),
    );
    superAdmin = await testApp.userClient(tenant, username);
  });

  it("refuses every tenant's queries to whoever is no super admin, admins included", async () => {
    for (const client of [user, admin, mainAdmin]) {
      for (const response of [
        await client.request({ method: 'GET', url: databaseOperationPaths.list }),
        await cancel(client, 1),
      ]) {
        expect(response.json(), client.username).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
          message: "Permission 'isSuperAdmin' is required",
        });
      }
    }
  });

  it('lists the backends of this database without the one asking', async () => {
    const listed = await operations(superAdmin);
    // The embedded database has a single session: the one asking.
    if (!onPostgres) expect(listed).toEqual([]);
    expect(listed.filter((row) => row.state === 'active' && row.query.includes('pg_stat_activity'))).toEqual(
      [],
    );
  });

  it('answers 404 for a pid that is no backend of this database', async () => {
    for (const pid of ['2147483647', '99999999999', 'PER00000001', '0']) {
      const response = await cancel(superAdmin, pid);
      expect(response.json(), pid).toMatchObject({
        status: 404,
        code: 'ENTITY_REGISTRATION_NOT_FOUND',
        message: `Database operation "${pid}" not found`,
      });
    }
  });

  it('shows a long query of another connection, cancels it, and leaves the backends of other databases alone', async () => {
    if (!onPostgres) {
      // The embedded database's one session serves every request: cancelling it is refused.
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(testApp.db.owner);
      const pid = Number(rows[0]?.pid);
      expect((await cancel(superAdmin, pid)).json()).toEqual({ pid, cancelled: false });
      return;
    }
    const connectionString = testApp.db.connectionString as string;
    const session = new pg.Client({ connectionString, application_name: sleeper });
    const elsewhere = new pg.Client({ connectionString: otherDatabase(connectionString) });
    await Promise.all([session.connect(), elsewhere.connect()]);
    try {
      const sleeping = session.query('select pg_sleep(30)').then(
        () => undefined,
        (error: Error & { code?: string }) => error,
      );
      await expect
        .poll(async () => (await operations(superAdmin)).find((row) => row.applicationName === sleeper))
        .toMatchObject({ state: 'active', query: 'select pg_sleep(30)' });
      const row = (await operations(superAdmin)).find((candidate) => candidate.applicationName === sleeper);
      expect(row).toMatchObject({
        user: expect.any(String),
        clientAddress: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
        waitEvent: 'Timeout: PgSleep',
        backendType: 'client backend',
      });
      expect(Date.parse(row?.queryStart ?? '')).toBeLessThanOrEqual(Date.now());
      expect(row?.durationMs).toBeGreaterThanOrEqual(0);

      const pid = row?.pid as number;
      const cancelled = await cancel(superAdmin, pid);
      expect(cancelled.json<DatabaseOperationCancellation>()).toEqual({ pid, cancelled: true });
      expect(await sleeping).toMatchObject({
        code: '57014',
        message: 'canceling statement due to user request',
      });

      const other = await elsewhere.query<{ pid: number }>('select pg_backend_pid() as pid');
      const foreign = String(other.rows[0]?.pid);
      expect((await cancel(superAdmin, foreign)).json()).toMatchObject({ status: 404 });
      expect((await operations(superAdmin)).map((candidate) => candidate.pid)).not.toContain(Number(foreign));
    } finally {
      await Promise.all([session.end(), elsewhere.end()]);
    }
  });
});

/** The server's maintenance database, beside the test's own. */
function otherDatabase(connectionString: string): string {
  const url = new URL(connectionString);
  url.pathname = '/postgres';
  return url.toString();
}
