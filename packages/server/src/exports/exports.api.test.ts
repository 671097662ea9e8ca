import { type ExportRequest, type ExportView, exportPaths, recordDocumentPaths } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { excel } from '../report/load-workbook.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const persons = '/api/person/persons';
const batches = '/api/script/batches';

describeOnEachDatabase('exports on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await testApp.tenantClient('exporting');
    const people = Array.from({ length: 2050 }, (_, index) => ({
      type: 'I',
      lastName: index % 2 === 0 ? 'Even' : 'Odd',
      firstName: `Person ${index + 1}`,
      birthDate: '1980-03-12T00:00:00.000Z',
    }));
    const created = await admin.request({ method: 'POST', url: persons, payload: people });
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
  });

  const request = (overrides: Partial<ExportRequest> = {}): ExportRequest => ({
    entity: 'Person',
    query: { lastName: 'Odd', sort: 'firstName' },
    columns: [
      { key: 'registration', headerLabel: 'Registration' },
      { key: 'firstName', headerLabel: 'First name' },
      { key: 'type', headerLabel: 'Type' },
      { key: 'birthDate', headerLabel: 'Birth date', format: 'date' },
    ],
    fileName: 'Odd persons.xlsx',
    format: 'xlsx',
    ...overrides,
  });

  async function finished(client: TestClient, id: string): Promise<ExportView> {
    for (let attempt = 0; attempt < 300; attempt++) {
      const view = (await client.request({ method: 'GET', url: exportPaths.export(id) })).json<ExportView>();
      if (view.record.status !== 'PROCESSING') return view;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`export ${id} never finished`);
  }

  const content = async (view: ExportView) => {
    if (!view.document) throw new Error('no file');
    const path = recordDocumentPaths(batches, view.record._id as string).content(view.document, 'attachment');
    const answer = await testApp.app.inject({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(200);
    return answer.rawPayload;
  };

  it("writes the list's whole search, past its pages, to a workbook kept with the batch", async () => {
    const started = await admin.request({ method: 'POST', url: exportPaths.start, payload: request() });
    expect(started.statusCode, started.body).toBe(201);
    const { record } = started.json<ExportView>();
    expect(record).toMatchObject({ type: 'EXPORT', status: 'PROCESSING', entityName: 'Person' });
    const done = await finished(admin, record.registration);
    expect(done.record).toMatchObject({ status: 'SUCCESS', processed: 1025, total: 1025 });
    expect(done.document).toMatchObject({ name: 'Odd persons.xlsx', type: 'EXPORT' });
    // Told once the job's last transaction is over: a moment after its status shows.
    const told = async () =>
      (await admin.request({ method: 'GET', url: '/api/notification/notifications?range=0-9' })).json()
        .notifications;
    await expect
      .poll(told)
      .toContainEqual(
        expect.objectContaining({ title: 'Export ready', link: `/batch/${record.registration}` }),
      );

    const workbook = new (await excel()).Workbook();
    await workbook.xlsx.load((await content(done)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.actualRowCount).toBe(1026);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Registration', 'First name', 'Type', 'Birth date']);
    const first = sheet?.getRow(2);
    expect(first?.getCell(2).value).toBe('Person 10');
    expect(first?.getCell(3).value).toBe('Individual');
    expect(first?.getCell(4).value).toEqual(new Date('1980-03-12T00:00:00.000Z'));
  });

  it('writes CSV with a byte order mark, its texts quoted as needed and never as formulas', async () => {
    await admin.request({
      method: 'POST',
      url: persons,
      payload: { type: 'I', lastName: 'Tricky', firstName: '=1+1, "quoted"' },
    });
    const started = await admin.request({
      method: 'POST',
      url: exportPaths.start,
      payload: request({ query: { lastName: 'Tricky' }, format: 'csv', fileName: 'tricky.csv' }),
    });
    const done = await finished(admin, started.json<ExportView>().record.registration);
    const text = (await content(done)).toString('utf8');
    expect(text.startsWith('\uFEFFRegistration,First name,Type,Birth date\r\n')).toBe(true);
    expect(text).toContain(`,"'=1+1, ""quoted""",Individual,\r\n`);
  });

  it('refuses an export it cannot run, with the list’s own errors, and creates no batch', async () => {
    const count = async () =>
      (await admin.request({ method: 'GET', url: `${batches}?type=EXPORT&range=0-999` })).json<unknown[]>()
        .length;
    const before = await count();
    const unknown = await admin.request({
      method: 'POST',
      url: exportPaths.start,
      payload: request({ query: { salary: '1' } }),
    });
    expect(unknown.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    const column = await admin.request({
      method: 'POST',
      url: exportPaths.start,
      payload: request({ columns: [{ key: 'salary', headerLabel: 'Salary' }] }),
    });
    expect(column.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
    const entity = await admin.request({
      method: 'POST',
      url: exportPaths.start,
      payload: request({ entity: 'History' }),
    });
    expect(entity.json()).toMatchObject({ status: 400, code: 'UNSUPPORTED_ENTITY' });
    expect(await count()).toBe(before);
  });

  it('needs the right to read the entity, and shows an export to its author alone', async () => {
    await testApp.configure(admin, profilesPermissionsDocument, {
      READER: { 'read /api/person/persons': true },
      OUTSIDER: { 'read /api/asset/assets': true },
    });
    const user = async (name: string, profile: string) => {
      const username = `${name}@example.com`;
      const created = await admin.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, email: username, profiles: [profile] },
      });
      expect(created.statusCode, created.body).toBe(201);
      return testApp.userClient(admin.tenant, username);
    };
    const reader = await user('reader', 'READER');
    const outsider = await user('outsider', 'OUTSIDER');
    expect(
      (await outsider.request({ method: 'POST', url: exportPaths.start, payload: request() })).statusCode,
    ).toBe(403);
    const started = await reader.request({ method: 'POST', url: exportPaths.start, payload: request() });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<ExportView>().record.registration;
    expect((await finished(reader, id)).record.status).toBe('SUCCESS');
    const seen = await outsider.request({ method: 'GET', url: exportPaths.export(id) });
    expect(seen.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    const elsewhere = await testApp.tenantClient('not-exporting');
    expect((await elsewhere.request({ method: 'GET', url: exportPaths.export(id) })).statusCode).toBe(404);
  });
});
