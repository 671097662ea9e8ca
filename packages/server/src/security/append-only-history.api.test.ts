import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { writeConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const histories = '/api/core/histories';
const audits = '/api/system/audits';

/** A workflow a tenant could declare to rewrite its own trail: any status, another user. */
const rewrite = {
  statuses: ['RECORDED', 'ACTIVE', 'TAMPERED'],
  initialStatus: 'RECORDED',
  transitions: [
    {
      code: 'REWRITE',
      label: 'Rewrite',
      from: ['*'],
      to: 'TAMPERED',
      orderIndex: 1,
      effects: [{ set: { field: 'username', value: 'nobody' } }],
    },
  ],
};

describeOnEachDatabase('the history and the audits on the $name database', (testApp) => {
  let admin: TestClient;
  let history: { _id: string; registration: string; username: string; status: string; _version: number };
  let audit: { _id: string; registration: string };

  beforeAll(async () => {
    admin = await testApp.tenantClient('trail');
    await admin.request({
      method: 'POST',
      url: '/api/billing/invoices',
      payload: { name: 'January rent' },
    });
    [history] = (await admin.request({ method: 'GET', url: `${histories}?type=CREATE` })).json();
    await withTenant(testApp.db.owner, admin.tenant, async (trx) => {
      await writeConfigurationDocument(
        trx,
        admin.tenant,
        'workflows',
        { History: rewrite, Audit: rewrite },
        'admin',
      );
      // An audit as the server would append it (no route creates one).
      await sql`insert into audits (tenant, registration, status, data, _insert_user, _update_user)
        values (${admin.tenant}, 'AUD00000001', 'ACTIVE', '{"username":"admin","action":"SIGN_IN"}', 'server', 'server')`.execute(
        trx,
      );
    });
    [audit] = (await admin.request({ method: 'GET', url: audits })).json();
  });

  const trail = async () => ({
    histories: (await admin.request({ method: 'GET', url: histories })).json(),
    audits: (await admin.request({ method: 'GET', url: audits })).json(),
  });

  it('refuses a tenant workflow transition on a history record or an audit, and offers none', async () => {
    const before = await trail();
    for (const [url, record] of [
      [histories, history],
      [audits, audit],
    ] as const) {
      const refused = await admin.request({
        method: 'GET',
        url: `${url}/${record._id}/transitions/REWRITE`,
      });
      expect(refused.statusCode).toBe(405);
      expect(refused.json()).toMatchObject({ status: 405, code: 'APPEND_ONLY' });
      const offered = await admin.request({
        method: 'POST',
        url: `${url}/transitions`,
        payload: [record._id],
      });
      expect(offered.json()).toEqual([]);
    }
    expect(await trail()).toEqual(before);
    expect(before.histories.find((row: { _id: string }) => row._id === history._id)).toMatchObject({
      username: history.username,
      status: 'RECORDED',
      _version: history._version,
    });
  });

  it('refuses every write route on the history and the audits, even to the admin', async () => {
    const before = await trail();
    const writes = [histories, audits].flatMap((url) => {
      const id = url === histories ? history._id : audit._id;
      return [
        { method: 'POST', url, payload: { username: 'nobody' } },
        { method: 'POST', url, payload: [{ username: 'nobody' }] },
        { method: 'PUT', url: `${url}/${id}`, payload: { username: 'nobody' } },
        { method: 'PATCH', url: `${url}/${id}`, payload: { username: 'nobody' } },
        { method: 'DELETE', url: `${url}/${id}` },
      ] as const;
    });
    for (const write of writes) {
      const refused = await admin.request(write);
      expect(refused.statusCode, `${write.method} ${write.url}`).toBe(405);
      expect(refused.json()).toMatchObject({ status: 405, code: 'APPEND_ONLY' });
    }
    // No document is attached to them either: those routes do not exist.
    const attached = await admin.request({
      method: 'POST',
      url: `${histories}/${history._id}/documents`,
      payload: { name: 'note.txt' },
    });
    expect(attached.json()).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
    expect(await trail()).toEqual(before);
  });

  it('lets the application role append to the trail and never rewrite or delete it', async () => {
    for (const statement of [
      sql`update histories set data = jsonb_set(data, '{username}', '"nobody"')`,
      sql`delete from histories`,
      sql`update audits set status = 'TAMPERED'`,
      sql`delete from audits`,
    ]) {
      await expect(withTenant(testApp.db.app, admin.tenant, (trx) => statement.execute(trx))).rejects.toThrow(
        /permission denied/,
      );
    }
    const { histories: after } = await trail();
    expect(after.find((row: { _id: string }) => row._id === history._id)).toMatchObject({
      username: history.username,
      status: 'RECORDED',
    });
  });
});
