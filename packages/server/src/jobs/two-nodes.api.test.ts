import { apiPaths, type ExportView, exportPaths, type ImportView, importPaths } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { multipart } from '../testing/multipart.ts';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import { availableTestDatabases } from '../testing/test-databases.ts';
import { PgBossQueue } from './pg-boss-queue.ts';

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');

/**
 * Two API nodes behind one load balancer, as docs/operations.md deploys them: one PostgreSQL
 * database, a job queue each on it, nothing shared in memory. What one node starts, either ends.
 * Their permissions caches keep a document for a minute: only the push of invalidations between
 * them (cache-invalidation/) can show a change made on the other node within the tests' time.
 */
describe.runIf(postgres)('two server nodes on one PostgreSQL database', () => {
  let db: Database;
  const nodes: TestApp[] = [];
  const queues: PgBossQueue[] = [];
  let onFirst: TestClient;
  /** The same user, through the other node. */
  let onSecond: TestClient;

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    for (let index = 0; index < 2; index++) {
      const queue = new PgBossQueue({
        connectionString: db.connectionString as string,
        schema: 'pgboss_two_apps',
        pollingIntervalSeconds: 0.5,
      });
      await queue.start();
      queues.push(queue);
      nodes.push(await startTestApp(db, { jobQueue: queue, permissionsCacheMs: 60_000 }));
    }
    const [first, second] = nodes as [TestApp, TestApp];
    onFirst = await first.tenantClient('two-nodes');
    onSecond = {
      ...onFirst,
      request: (options: InjectOptions) =>
        second.app.inject({
          ...options,
          headers: { authorization: onFirst.authorization, ...options.headers },
        }),
    };
  });

  afterAll(async () => {
    for (const node of nodes) await node.app.close();
    await db.close();
  });

  it('takes a session opened on one node on the other', async () => {
    const person = await onFirst.request({
      method: 'POST',
      url: '/api/person/persons',
      payload: { type: 'C', name: 'Node SA' },
    });
    expect(person.statusCode).toBe(201);
    const read = await onSecond.request({
      method: 'GET',
      url: `/api/person/persons/${person.json().registration}`,
    });
    expect(read.json()).toMatchObject({ name: 'Node SA' });
  });

  it('writes each row of an import once, whichever node runs its job', async () => {
    const rows = Array.from({ length: 450 }, (_, index) => `I;Twin;Row ${index + 1}`);
    const uploaded = await onFirst.request({
      method: 'POST',
      url: importPaths.upload,
      ...multipart([
        { name: 'entity', value: 'Person' },
        { name: 'file', value: ['Type;Last name;First name', ...rows].join('\n'), fileName: 'twins.csv' },
      ]),
    });
    const id = uploaded.json<ImportView>().record.registration;
    expect(
      (await onSecond.request({ method: 'POST', url: importPaths.action(id, 'DO'), payload: {} })).statusCode,
    ).toBe(200);
    await expect
      .poll(
        async () =>
          (await onFirst.request({ method: 'GET', url: importPaths.progress(id) })).json<ImportView>().record
            .status,
        {
          timeout: 30_000,
        },
      )
      .toBe('SUCCESS');
    const twins = await onSecond.request({
      method: 'GET',
      url: '/api/person/persons?lastName=Twin&range=0-999',
    });
    expect(twins.json<unknown[]>()).toHaveLength(450);
  });

  it('serves on one node the file of an export the other started', async () => {
    const started = await onSecond.request({
      method: 'POST',
      url: exportPaths.start,
      payload: {
        entity: 'Person',
        query: { lastName: 'Twin' },
        columns: [{ key: 'firstName', headerLabel: 'First name' }],
        fileName: 'twins.csv',
        format: 'csv',
      },
    });
    const id = started.json<ExportView>().record.registration;
    await expect
      .poll(
        async () =>
          (await onFirst.request({ method: 'GET', url: exportPaths.export(id) })).json<ExportView>().document
            ?.name,
        {
          timeout: 30_000,
        },
      )
      .toBe('twins.csv');
  });

  it('sees at once a permissions change made on the other node', async () => {
    const username = 'clerk@two-nodes.example';
    await onFirst.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username, email: username, profiles: ['CLERK'] },
    });
    const clerk = await (nodes[1] as TestApp).userClient(onFirst.tenant, username);
    expect((await clerk.request({ method: 'GET', url: '/api/person/persons' })).statusCode).toBe(403);
    await (nodes[0] as TestApp).configure(onFirst, profilesPermissionsDocument, {
      CLERK: { 'read all': true },
    });
    // The notification leaves at commit and lands in milliseconds; the cache would keep a minute.
    await expect
      .poll(async () => (await clerk.request({ method: 'GET', url: '/api/person/persons' })).statusCode, {
        timeout: 1000,
        interval: 20,
      })
      .toBe(200);
  });

  it('refuses at once on one node a user locked on the other', async () => {
    const username = 'locked@two-nodes.example';
    await onFirst.request({
      method: 'POST',
      url: apiPaths.users,
      payload: { username, email: username, profiles: ['CLERK'] },
    });
    const user = await (nodes[1] as TestApp).userClient(onFirst.tenant, username);
    const current = () => user.request({ method: 'GET', url: apiPaths.currentUser });
    expect((await current()).statusCode).toBe(200);
    const locked = await onFirst.request({
      method: 'PATCH',
      url: `${apiPaths.users}/${username}`,
      payload: { isLocked: true },
    });
    expect(locked.statusCode).toBe(200);
    // Well within the second a node keeps a session's state. The two nodes of this process share
    // one sessions cache (auth/session-registry.ts keeps it per process): the push is proven by
    // cache-invalidation/postgres-invalidations.api.test.ts, this the answer a user gets.
    await expect.poll(async () => (await current()).statusCode, { timeout: 500, interval: 20 }).toBe(401);
  });
});
