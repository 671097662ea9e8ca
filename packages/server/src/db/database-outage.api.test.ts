import { randomUUID } from 'node:crypto';
import type { PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../testing/index.ts';
import { type PostgresCluster, startPostgresCluster } from '../testing/start-postgres-cluster.ts';
import { openDatabase } from './open-database.ts';
import { ResilientPool } from './resilient-pool.ts';

const persons = '/api/person/persons';

describe('the server on a PostgreSQL that drops its connections', () => {
  let cluster: PostgresCluster;
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    testApp = await startTestApp(await openDatabase({ databaseUrl: cluster.url }));
    client = await testApp.tenantClient('outage');
  });
  afterAll(async () => {
    await testApp?.close();
    await cluster?.destroy();
  });

  const createPerson = (lastName: string, headers: Record<string, string> = {}) =>
    client.request({
      method: 'POST',
      url: persons,
      headers,
      payload: { type: 'I', firstName: 'Load', lastName },
    });

  /** Reads the database beside the server, as its owner, on a connection of its own. */
  const inspect = async <T>(work: (session: pg.Client) => Promise<T>): Promise<T> => {
    const session = new pg.Client({ connectionString: cluster.url });
    await session.connect();
    try {
      return await work(session);
    } finally {
      await session.end();
    }
  };
  const storedLastNames = (lastNames: string[]) =>
    inspect(async (session) => {
      const { rows } = await session.query<{ last_name: string }>(
        `select data->>'lastName' as last_name from persons where data->>'lastName' = any($1)`,
        [lastNames],
      );
      return rows.map((row) => row.last_name);
    });

  it('answers 503 to a write whose backend is terminated mid-transaction, and serves the next requests', async () => {
    // Another session holds a lock the write needs, so the write's transaction is open and waiting
    // when its backend is terminated.
    const blocker = new pg.Client({ connectionString: cluster.url });
    await blocker.connect();
    let write: ReturnType<typeof createPerson>;
    try {
      await blocker.query('begin');
      await blocker.query('lock table persons in exclusive mode');
      write = createPerson('Terminated');
      const waitingBackends = await waitFor(async () => {
        // Inside a transaction, statistics views answer the snapshot of their first read: take a new one.
        await blocker.query('select pg_stat_clear_snapshot()');
        const { rows } = await blocker.query<{ pid: number }>(
          `select pid from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows.length > 0 ? rows.map((row) => row.pid) : undefined;
      });
      await blocker.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
        waitingBackends,
      ]);
      await blocker.query('rollback');
    } finally {
      // Ended even when the wait fails, or the cluster's later stop would surface as an unhandled error.
      await blocker.end();
    }

    const answer = await write;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(await storedLastNames(['Terminated'])).toEqual([]);

    // Every idle connection of the pools is cut too: the pools replace them on the next request.
    await inspect((session) =>
      session.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      ),
    );
    const next = await createPerson('After termination');
    expect(next.statusCode).toBe(201);
    expect((await client.request({ method: 'GET', url: `${persons}/${next.json()._id}` })).statusCode).toBe(
      200,
    );
    // A busy machine (the whole suite on two cores) may take seconds to reach the lock.
  }, 20_000);

  it('destroys a client whose query timed out instead of lending it again', async () => {
    const lost: Error[] = [];
    const pool = new ResilientPool({ connectionString: cluster.url, max: 1, query_timeout: 300 }, (error) =>
      lost.push(error),
    );
    const backendOf = async (client: PostgresPoolClient) =>
      (await client.query<{ pid: number }>('select pg_backend_pid() as pid', [])).rows[0]?.pid;
    try {
      const stuck = await pool.connect();
      const stuckBackend = await backendOf(stuck);
      await expect(stuck.query('select pg_sleep(3)', [])).rejects.toThrow('Query read timeout');
      // Its rollback fails at once rather than waiting the 2.7 s the statement still runs (the bound
      // leaves room for a machine busy with other suites).
      const rollbackStartedAt = performance.now();
      await expect(stuck.query('rollback', [])).rejects.toThrow('Query read timeout');
      expect(performance.now() - rollbackStartedAt).toBeLessThan(1000);
      stuck.release();

      const fresh = await pool.connect();
      const startedAt = performance.now();
      expect(await backendOf(fresh)).not.toBe(stuckBackend);
      expect(performance.now() - startedAt).toBeLessThan(1000);
      fresh.release();
    } finally {
      await pool.end();
    }
  });

  it('is not ready while its database is down, still alive, and ready again once it is back', async () => {
    const ready = () => testApp.app.inject({ method: 'GET', url: '/api/core/health/ready' });
    await cluster.stop();
    try {
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', checks: { migrations: 'unknown' } });
      expect(down.json<{ checks: { database: string } }>().checks.database).not.toBe('ok');
      expect((await testApp.app.inject({ method: 'GET', url: '/api/core/health' })).statusCode).toBe(200);
    } finally {
      await cluster.start();
    }
    expect(await waitFor(async () => ((await ready()).statusCode === 200 ? true : undefined))).toBe(true);
  });

  it('keeps every acknowledged write through a restart under load, and answers 503 quickly meanwhile', async () => {
    const writes = 200;
    const loops = 8;
    const restartAfter = 40;
    let next = 0;
    const acknowledged: { lastName: string; startedAt: number; answeredAt: number }[] = [];
    const failed: { status: number; code: string; startedAt: number; ms: number }[] = [];
    let restart: Promise<{ beganAt: number; stoppedAt: number; upAt: number }> | undefined;
    const restartCluster = async () => {
      const beganAt = performance.now();
      await cluster.stop();
      const stoppedAt = performance.now();
      await cluster.start();
      return { beganAt, stoppedAt, upAt: performance.now() };
    };

    // Each loop writes as a careful client does: a 503 is retried with the same idempotency key
    // after a short wait, so a write whose answer was lost is not made twice.
    const loop = async () => {
      while (next < writes) {
        const lastName = `Load ${next++}`;
        const headers = { 'idempotency-key': randomUUID() };
        for (;;) {
          const startedAt = performance.now();
          const answer = await createPerson(lastName, headers);
          const answeredAt = performance.now();
          if (answer.statusCode === 201) {
            acknowledged.push({ lastName, startedAt, answeredAt });
            break;
          }
          const { code } = answer.json<{ code: string }>();
          failed.push({ status: answer.statusCode, code, startedAt, ms: answeredAt - startedAt });
          if (answer.statusCode !== 503) return;
          await pause(100);
        }
        if (acknowledged.length === restartAfter) restart = restartCluster();
        await pause(10);
      }
    };
    await Promise.all(Array.from({ length: loops }, loop));
    const { beganAt, stoppedAt, upAt } = await (restart ??
      Promise.reject(new Error('the cluster never restarted')));

    const stored = await storedLastNames(acknowledged.map((write) => write.lastName));
    const lost = acknowledged.filter((write) => !stored.includes(write.lastName)).length;
    const slowestFailure = Math.max(...failed.map((failure) => failure.ms));
    const firstFailure = Math.min(...failed.map((failure) => failure.startedAt));
    const lastFailure = Math.max(...failed.map((failure) => failure.startedAt + failure.ms));
    const recovered = Math.min(
      ...acknowledged.filter((write) => write.startedAt > stoppedAt).map((write) => write.answeredAt),
    );
    console.log(
      `database restart under load (${writes} writes from ${loops} loops): ` +
        `${failed.length} requests failed during the outage (slowest answer ${Math.round(slowestFailure)} ms); ` +
        `pg_ctl stop -m fast and start took ${Math.round(upAt - beganAt)} ms; writes succeeded again ` +
        `${Math.round(recovered - firstFailure)} ms after the first failure ` +
        `(${Math.round(recovered - upAt)} ms after pg_ctl start returned); writes lost: ${lost}`,
    );

    expect(failed.length).toBeGreaterThan(0);
    for (const failure of failed)
      expect(failure).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(slowestFailure).toBeLessThan(6000);
    expect(recovered - upAt).toBeLessThan(6000);
    // Once a write succeeds again, the pools serve from fresh connections: no failure trails on.
    expect(lastFailure).toBeLessThan(recovered + 1000);
    expect(acknowledged).toHaveLength(writes);
    expect(lost).toBe(0);
    // No write was made twice, and none is left of the failed attempts.
    expect(stored).toHaveLength(writes);
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('waited in vain');
    await pause(20);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
