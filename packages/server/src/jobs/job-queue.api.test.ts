import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { availableTestDatabases } from '../testing/test-databases.ts';
import type { JobQueue } from './job-queue.ts';
import { openJobQueue } from './open-job-queue.ts';
import { PgBossQueue } from './pg-boss-queue.ts';

const databases = await availableTestDatabases();

describe.each(databases)('the job queue of the $name database', (database) => {
  let db: Database;
  const errors: { error: unknown; job?: { id: string; name: string } }[] = [];
  let queue: JobQueue;

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db?.close());

  /** A queue of the test's own, stopped when it ends. */
  async function withQueue(test: () => Promise<void>): Promise<void> {
    errors.length = 0;
    queue = await openJobQueue(db, {
      onError: (error, job) => errors.push(job ? { error, job } : { error }),
    });
    try {
      await test();
    } finally {
      await queue.stop();
    }
  }

  it('runs a sent job with its data', () =>
    withQueue(async () => {
      const ran: { data: object; id: string }[] = [];
      await queue.work<{ contract: string; amount: number }>('greet', async (data, job) => {
        ran.push({ data, id: job.id });
      });
      const id = await queue.send('greet', { contract: 'CON00000001', amount: 12.5 });
      await queue.idle();
      expect(ran).toEqual([{ data: { contract: 'CON00000001', amount: 12.5 }, id }]);
      expect(errors).toEqual([]);
    }));

  it('counts the jobs of each name waiting and running', () =>
    withQueue(async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      for (let n = 1; n <= 3; n++) await queue.send('counted', { n });
      const depthOf = async () => (await queue.depths()).find((depth) => depth.name === 'counted');
      expect(await depthOf()).toEqual({ name: 'counted', waiting: 3, running: 0 });
      await queue.work<{ n: number }>('counted', () => held);
      // One at a time on a name (pg-boss's batch of one here too): one runs, two wait.
      await expect.poll(depthOf, { timeout: 10_000 }).toEqual({ name: 'counted', waiting: 2, running: 1 });
      release();
      await queue.idle();
      expect(await depthOf()).toEqual({ name: 'counted', waiting: 0, running: 0 });
    }));

  it('runs jobs sent before their name had a worker, one after the other without waiting', () =>
    withQueue(async () => {
      const ran: number[] = [];
      for (let n = 1; n <= 5; n++) await queue.send('early', { n });
      const before = Date.now();
      await queue.work<{ n: number }>('early', async ({ n }) => {
        ran.push(n);
      });
      await queue.idle();
      expect(ran.sort()).toEqual([1, 2, 3, 4, 5]);
      // pg-boss's worker polls every 2 s: a backlog that waited between jobs would take 8 s.
      expect(Date.now() - before).toBeLessThan(5000);
    }));

  it('tries a job that threw again, which succeeds on its second attempt', () =>
    withQueue(async () => {
      const attempts: string[] = [];
      await queue.work('flaky', async (_data, job) => {
        attempts.push(job.id);
        if (attempts.length === 1) throw new Error('The registry did not answer');
      });
      const id = await queue.send('flaky', {});
      await queue.idle();
      expect(attempts).toEqual([id, id]);
      expect(errors).toEqual([
        {
          error: new Error('The registry did not answer'),
          job: expect.objectContaining({ id, name: 'flaky' }),
        },
      ]);
    }));

  it('gives a job up after three attempts', () =>
    withQueue(async () => {
      let attempts = 0;
      await queue.work('doomed', async () => {
        attempts++;
        throw new Error('Always wrong');
      });
      await queue.send('doomed', {});
      await queue.idle();
      expect(attempts).toBe(3);
      expect(errors).toHaveLength(3);
    }));

  it('is idle only once the job ran', () =>
    withQueue(async () => {
      let done = false;
      await queue.work('slow', async () => {
        await sleep(300);
        done = true;
      });
      await queue.send('slow', {});
      await queue.idle();
      expect(done).toBe(true);
    }));

  it('stops once the running job finished', () =>
    withQueue(async () => {
      let finished = false;
      let start = () => {};
      const started = new Promise<void>((resolve) => {
        start = resolve;
      });
      await queue.work('long', async () => {
        start();
        await sleep(500);
        finished = true;
      });
      const id = await queue.send('long', {});
      await started;
      await queue.stop();
      expect(finished).toBe(true);
      await expect(queue.send('long', {})).rejects.toThrow('The job queue is stopped');
      if (db.kind === 'postgres') {
        // Its outcome was stored before the queue disconnected.
        const { rows } = await sql<{ state: string }>`
          select state from pgboss.job where id = ${id}`.execute(db.owner);
        expect(rows).toEqual([{ state: 'completed' }]);
      }
    }));
});

const postgres = databases.find((database) => database.name === 'postgres');

describe.runIf(postgres)('two nodes on one PostgreSQL database', () => {
  let db: Database;
  const nodes: PgBossQueue[] = [];

  beforeAll(async () => {
    db = (await postgres?.open()) as Database;
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await db?.close();
  });

  it('share the jobs of a name, each running one at a time, and run each job once', async () => {
    const connectionString = db.connectionString ?? '';
    for (let node = 0; node < 2; node++) {
      // A schema of the test's own, which both nodes name.
      nodes.push(new PgBossQueue({ connectionString, schema: 'pgboss_nodes', pollingIntervalSeconds: 0.5 }));
    }
    await Promise.all(nodes.map((node) => node.start()));
    const runs = new Map<string, number>();
    const ranOn = [0, 0];
    const running = [0, 0];
    const mostRunning = [0, 0];
    await Promise.all(
      nodes.map((node, index) =>
        node.work('count', async (_data, job) => {
          running[index] = (running[index] ?? 0) + 1;
          mostRunning[index] = Math.max(mostRunning[index] ?? 0, running[index] ?? 0);
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          ranOn[index] = (ranOn[index] ?? 0) + 1;
          await sleep(50);
          running[index] = (running[index] ?? 0) - 1;
        }),
      ),
    );
    const ids: string[] = [];
    for (let job = 0; job < 30; job++) ids.push(await (nodes[job % 2] as PgBossQueue).send('count', { job }));
    await Promise.all(nodes.map((node) => node.idle()));
    expect(new Set(ids).size).toBe(30);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(mostRunning).toEqual([1, 1]);
    expect(ranOn.every((count) => count > 0)).toBe(true);
  });
});
