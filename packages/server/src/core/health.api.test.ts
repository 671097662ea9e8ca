import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/index.ts';

describeOnEachDatabase('health probes on the $name database', (testApp) => {
  const probe = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers liveness and readiness without a session', async () => {
    const live = await probe('/api/core/health');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await probe('/api/core/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('is not ready while the database lacks a migration this server knows, and ready once it has it', async () => {
    const owner = testApp.db.owner;
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(owner);
    const [last] = rows;
    if (!last) throw new Error('no migration ran');
    await sql`delete from kysely_migration where name = ${last.name}`.execute(owner);
    try {
      const notReady = await probe('/api/core/health/ready');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: `1 pending: ${last.name}` },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        owner,
      );
    }
    expect((await probe('/api/core/health/ready')).statusCode).toBe(200);
  });
});
