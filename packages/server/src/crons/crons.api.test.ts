import { type CronView, cronPaths } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { InProcessQueue } from '../jobs/in-process-queue.ts';
import { storageOf } from '../storage/object-storage.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { type CronJob, CronScheduler, cronJobName, runCron } from './cron-scheduler.ts';

describeOnEachDatabase('crons on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await testApp.tenantClient('scheduling');
  });

  const crons = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: cronPaths.list })).json<CronView[]>();
  const cron = async (client: TestClient, name: string) =>
    (await crons(client)).find((candidate) => candidate.name === name) as CronView;

  /** A node of its own: a scheduler and the queue its worker runs the claimed crons from. */
  async function node() {
    const queue = new InProcessQueue();
    await queue.work<CronJob>(cronJobName, (job) =>
      runCron(testApp.db, new EntityCatalogue(entities), job, () => {}),
    );
    return { scheduler: new CronScheduler(testApp.db, queue), queue };
  }

  it('lists the crons a tenant may schedule, as it set them or as they come', async () => {
    const listed = await crons(admin);
    expect(listed.map((view) => [view.name, view.schedule, view.enabled])).toEqual([
      ['billing-run', '0 6 * * *', false],
      ['expire-upload-leftovers', '30 3 * * *', true],
      ['storage-sweep', '15 4 * * *', true],
      ['overdue-invoice-reminders', '0 7 * * *', false],
      ['access-statistics', '15 0 * * *', true],
      ['record-metrics', '*/15 * * * *', true],
      ['expire-logs', '45 3 * * *', true],
      ['import-bank-statements', '*/15 * * * *', false],
    ]);
    expect(listed[0]?.nextRun).toBeNull();
    expect(listed[1]?.nextRun).toMatch(/T03:30:00\.000Z$/);
  });

  it('changes a schedule into a new version of the cron-list document, and refuses one that does not read', async () => {
    const changed = await admin.request({
      method: 'PUT',
      url: cronPaths.cron('billing-run'),
      payload: { schedule: '*/5 * * * *', enabled: true },
    });
    expect(changed.json<CronView>()).toMatchObject({ schedule: '*/5 * * * *', enabled: true });
    const document = await admin.request({
      method: 'GET',
      url: '/api/core/configuration-documents/cron-list',
    });
    expect(document.json().value.crons).toContainEqual({
      name: 'billing-run',
      schedule: '*/5 * * * *',
      enabled: true,
    });

    const wrong = await admin.request({
      method: 'PUT',
      url: cronPaths.cron('billing-run'),
      payload: { schedule: '61 * * * *' },
    });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
    const unknown = await admin.request({
      method: 'PUT',
      url: cronPaths.cron('mining'),
      payload: { enabled: true },
    });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    const written = await admin.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/cron-list',
      payload: { value: { crons: [{ name: 'billing-run', schedule: 'now', enabled: true }] } },
    });
    expect(written.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_CONFIG' });
    expect((await cron(admin, 'billing-run')).schedule).toBe('*/5 * * * *');
  });

  it('fires a cron once per schedule however many nodes tick, and records its run', async () => {
    const [first, second] = [await node(), await node()];
    const slot = new Date('2026-11-27T10:05:00.000Z');
    const queued = await Promise.all([first.scheduler.tick(slot), second.scheduler.tick(slot)]);
    await Promise.all([first.queue.idle(), second.queue.idle()]);
    const runs = (await cron(admin, 'billing-run')).runs.filter((run) => run.slot === slot.toISOString());
    expect(runs).toEqual([
      expect.objectContaining({
        status: 'SUCCESS',
        manual: false,
        requestedBy: 'cron',
        message: '0 invoice(s) created',
      }),
    ]);
    // Other tenants of this database may fire too; this tenant's cron was queued by one node.
    expect(queued[0] + queued[1]).toBeGreaterThanOrEqual(1);
    expect(await first.scheduler.tick(new Date('2026-11-27T10:06:00.000Z'))).toBe(0);
    await Promise.all([first.queue.stop(), second.queue.stop()]);
  });

  it('runs a cron now: the clean-ups delete files no save claimed within a day, then their bytes', async () => {
    await withTenant(testApp.db.app, admin.tenant, async (trx) => {
      const stored = await storageOf(testApp.db).put(trx, admin.tenant, Buffer.from('png'));
      await trx
        .insertInto('record_documents')
        .values({
          tenant: admin.tenant,
          entity_name: 'Person',
          record_id: null,
          entity_registration: null,
          field: 'photo',
          name: 'forgotten.png',
          type: 'FIELD',
          mime_type: 'image/png',
          size: 3,
          container: stored.container,
          object_key: stored.objectKey,
          created_at: sql<Date>`now() - interval '2 days'`,
          created_by: admin.username,
          updated_by: admin.username,
        })
        .execute();
    });
    const asked = await admin.request({ method: 'POST', url: cronPaths.run('expire-upload-leftovers') });
    expect(asked.statusCode, asked.body).toBe(202);
    await expect
      .poll(async () => (await cron(admin, 'expire-upload-leftovers')).runs[0])
      .toMatchObject({
        status: 'SUCCESS',
        manual: true,
        requestedBy: admin.username,
        message: '1 file(s) deleted',
      });
    const swept = await admin.request({ method: 'POST', url: cronPaths.run('storage-sweep') });
    expect(swept.statusCode, swept.body).toBe(202);
    await expect
      .poll(async () => (await cron(admin, 'storage-sweep')).runs[0])
      .toMatchObject({ status: 'SUCCESS', message: '1 file(s) removed' });
  });

  it('says so when the statement inbox cron runs on a server without an inbox', async () => {
    const asked = await admin.request({ method: 'POST', url: cronPaths.run('import-bank-statements') });
    expect(asked.statusCode, asked.body).toBe(202);
    await expect
      .poll(async () => (await cron(admin, 'import-bank-statements')).runs[0])
      .toMatchObject({
        status: 'ERROR',
        message: 'This server has no inbox of bank statements: its administrator sets LESSOR_STATEMENT_INBOX',
      });
  });

  it("needs 'read batches' to see the crons and 'write batches' to change or run them, in its own tenant", async () => {
    await testApp.configure(admin, profilesPermissionsDocument, { WATCHER: { 'read batches': true } });
    const username = 'watcher@example.com';
    await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username, email: username, profiles: ['WATCHER'] },
    });
    const watcher = await testApp.userClient(admin.tenant, username);
    expect((await watcher.request({ method: 'GET', url: cronPaths.list })).statusCode).toBe(200);
    expect((await watcher.request({ method: 'POST', url: cronPaths.run('billing-run') })).statusCode).toBe(
      403,
    );
    const other = await testApp.tenantClient('not-scheduling');
    expect((await cron(other, 'billing-run')).runs).toEqual([]);
  });
});
