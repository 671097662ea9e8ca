import { type ImportRow, type ImportView, importPaths } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import type { ProcessingAction } from '@lessor/domain/workflow';
import { beforeAll, expect, it } from 'vitest';
import { excel } from '../report/load-workbook.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';

const persons = '/api/person/persons';

/** Five persons as a French office writes them: semicolons, day-first dates; lines 3, 4 and 5 are wrong. */
const personsCsv = [
  'Type;Last name;Prénom;Email;Date de naissance',
  'I;Martin;Claire;claire.martin@example.com;12/03/1980',
  'I;;Paul;paul@example.com;01/01/1990',
  'I;Durand;Marc;not-an-email;01/02/1985',
  'I;Moreau;Luc;luc@example.com;31/02/1970',
  'I;Petit;Julie;julie@example.com;31/12/1975',
].join('\r\n');

describeOnEachDatabase('imports on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await testApp.tenantClient('importing');
  });

  const upload = (client: TestClient, file: { name: string; content: string | Buffer }, entity = 'Person') =>
    client.request({
      method: 'POST',
      url: importPaths.upload,
      ...multipart([
        { name: 'entity', value: entity },
        { name: 'locale', value: 'fr-FR' },
        { name: 'file', value: file.content, fileName: file.name, type: 'text/csv' },
      ]),
    });

  const act = (client: TestClient, id: string, action: ProcessingAction, payload: object = {}) =>
    client.request({ method: 'POST', url: importPaths.action(id, action), payload });

  /** The import once its job is done: its status is no longer PROCESSING. */
  async function settled(client: TestClient, id: string): Promise<ImportView> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const view = (
        await client.request({ method: 'GET', url: importPaths.progress(id) })
      ).json<ImportView>();
      if (view.record.status !== 'PROCESSING') return view;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${id} never settled`);
  }

  const refusedRows = async (client: TestClient, id: string) =>
    (await client.request({ method: 'GET', url: `${importPaths.rows(id)}?state=REFUSED&range=0-49` })).json<
      ImportRow[]
    >();

  const personsNamed = async (client: TestClient, lastName: string) =>
    (await client.request({ method: 'GET', url: `${persons}?lastName=${lastName}` })).json<unknown[]>();

  it('maps French headers, writes the good rows, and names each refused row with its line and column', async () => {
    const uploaded = await upload(admin, { name: 'persons.csv', content: personsCsv });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const draft = uploaded.json<ImportView>();
    expect(draft.record).toMatchObject({ status: 'DRAFT', entityName: 'Person', rowCount: 5 });
    // 'Prénom' is First name in French; 'Nom' would name both Name and Last name, so it names neither.
    expect(draft.columns.map((column) => column.field)).toEqual([
      'type',
      'lastName',
      'firstName',
      'email',
      'birthDate',
    ]);
    expect(draft.actions).toEqual(['DO']);

    const started = await act(admin, draft.record.registration, 'DO');
    expect(started.statusCode, started.body).toBe(200);
    const done = await settled(admin, draft.record.registration);
    expect(done.record).toMatchObject({ status: 'WARNING', writtenCount: 2, errorCount: 3 });
    expect(done.counts).toEqual({ total: 5, pending: 0, written: 2, refused: 3 });
    expect(done.actions).toEqual(['COMPLETE', 'UNDO']);
    // Told once the job's last transaction is over: a moment after its status shows.
    const told = async () =>
      (await admin.request({ method: 'GET', url: '/api/notification/notifications?range=0-9' })).json()
        .notifications;
    await expect.poll(told).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        title: 'Import ended',
        message: `${draft.record.registration} (persons.csv): 2 rows written, 3 refused`,
        link: `/import/${draft.record.registration}`,
      }),
    );

    const events = async () =>
      (await admin.request({ method: 'GET', url: '/api/system/system-events?type=JOB&range=0-9' })).json();
    await expect.poll(events).toContainEqual(
      expect.objectContaining({
        level: 'WARN',
        message: expect.stringContaining(`${draft.record.registration} (persons.csv)`),
      }),
    );

    const refused = await refusedRows(admin, draft.record.registration);
    expect(refused.map((row) => row.line)).toEqual([3, 4, 5]);
    expect(refused[0]?.errors).toContainEqual(
      expect.objectContaining({ code: 'MISSING_FIELD_IN_BODY', column: 'Last name' }),
    );
    expect(refused[1]?.errors).toContainEqual(expect.objectContaining({ column: 'Email' }));
    expect(refused[2]?.errors).toEqual([
      expect.objectContaining({ code: 'INVALID_FIELD_VALUE', column: 'Date de naissance' }),
    ]);

    const [martin] = (await personsNamed(admin, 'Martin')) as Record<string, unknown>[];
    expect(martin).toMatchObject({ firstName: 'Claire', birthDate: '1980-03-12T00:00:00.000Z' });
    const history = await admin.request({
      method: 'GET',
      url: `/api/core/histories?entityRegistration=${martin?.registration}&type=CREATE`,
    });
    expect(history.json()).toEqual([expect.objectContaining({ username: admin.username })]);
  });

  it('maps the next file as the user mapped the last one, and undoes what an import wrote', async () => {
    const first = (
      await upload(admin, {
        name: 'clients.csv',
        content: 'Type;Surname;Given\nI;Lefebvre;Anne\nI;Roux;Hugo',
      })
    ).json<ImportView>();
    expect(first.columns.map((column) => column.field)).toEqual(['type', null, null]);
    const mapped = await act(admin, first.record.registration, 'DO', {
      columns: { 1: 'lastName', 2: 'firstName' },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect((await settled(admin, first.record.registration)).record.status).toBe('SUCCESS');
    expect(await personsNamed(admin, 'Lefebvre')).toHaveLength(1);

    const second = (
      await upload(admin, { name: 'more-clients.csv', content: 'Type;Surname;Given\nI;Garnier;Léa' })
    ).json<ImportView>();
    expect(second.columns.map((column) => column.field)).toEqual(['type', 'lastName', 'firstName']);

    expect((await act(admin, first.record.registration, 'UNDO')).statusCode).toBe(200);
    const undone = await settled(admin, first.record.registration);
    expect(undone.record).toMatchObject({ status: 'DRAFT', writtenCount: 0 });
    expect(undone.counts).toMatchObject({ pending: 2, written: 0 });
    expect(await personsNamed(admin, 'Lefebvre')).toHaveLength(0);
    expect(await personsNamed(admin, 'Roux')).toHaveLength(0);
  });

  it('reads an Excel workbook: its dates, its numbers and a code written as a number', async () => {
    const workbook = new (await excel()).Workbook();
    const sheet = workbook.addWorksheet('Persons');
    sheet.addRow(['Type', 'Last name', 'Birth date', 'Birth postcode']);
    sheet.addRow(['I', 'Bernard', new Date(Date.UTC(1982, 5, 30)), 75011]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const draft = (await upload(admin, { name: 'persons.xlsx', content })).json<ImportView>();
    expect(draft.record.rowCount).toBe(1);
    await act(admin, draft.record.registration, 'DO');
    expect((await settled(admin, draft.record.registration)).record.status).toBe('SUCCESS');
    expect(await personsNamed(admin, 'Bernard')).toEqual([
      expect.objectContaining({ birthDate: '1982-06-30T00:00:00.000Z', birthZipcode: '75011' }),
    ]);
  });

  it('refuses what it cannot read, leaving no import behind', async () => {
    const count = async () =>
      (await admin.request({ method: 'GET', url: '/api/script/imports?range=0-999' })).json<unknown[]>()
        .length;
    const before = await count();
    const pdf = await upload(admin, { name: 'persons.pdf', content: '%PDF-1.4' });
    expect(pdf.json()).toMatchObject({ status: 400, code: 'INVALID_FILE_EXTENSION' });
    const entity = await upload(admin, { name: 'x.csv', content: 'Name\nX' }, 'Nothing');
    expect(entity.json()).toMatchObject({ status: 400, code: 'UNSUPPORTED_ENTITY' });
    const history = await upload(admin, { name: 'x.csv', content: 'Name\nX' }, 'History');
    expect(history.json()).toMatchObject({ status: 400, code: 'UNSUPPORTED_ENTITY' });
    expect(await count()).toBe(before);
  });

  it('allows only the actions its status allows, and refuses a column mapped to an unknown field', async () => {
    const draft = (
      await upload(admin, { name: 'one.csv', content: 'Type;Last name\nI;Blanc' })
    ).json<ImportView>();
    const id = draft.record.registration;
    expect((await act(admin, id, 'COMPLETE')).json()).toMatchObject({
      status: 409,
      code: 'ACTION_NOT_ALLOWED',
    });
    expect((await act(admin, id, 'DO', { columns: { 1: 'salary' } })).json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_VALUE',
    });
    expect((await act(admin, id, 'DO', { columns: { 0: 'lastName' } })).json()).toMatchObject({
      code: 'INVALID_FIELD_VALUE',
    });
    expect((await testApp.app.inject({ method: 'GET', url: importPaths.progress(id) })).statusCode).toBe(401);
    const still = await admin.request({ method: 'GET', url: importPaths.progress(id) });
    expect(still.json<ImportView>().record.status).toBe('DRAFT');
  });

  it("keeps each tenant's imports to itself", async () => {
    const draft = (
      await upload(admin, { name: 'mine.csv', content: 'Type;Last name\nI;Noir' })
    ).json<ImportView>();
    const other = await testApp.tenantClient('elsewhere');
    const seen = await other.request({
      method: 'GET',
      url: importPaths.progress(draft.record._id as string),
    });
    expect(seen.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    const rows = await other.request({ method: 'GET', url: importPaths.rows(draft.record._id as string) });
    expect(rows.statusCode).toBe(404);
    expect((await act(other, draft.record._id as string, 'DO')).statusCode).toBe(404);
  });

  it('needs the imports permission, and the right to write the entity imported into', async () => {
    await testApp.configure(admin, profilesPermissionsDocument, {
      IMPORTER: { 'write imports': true, 'read imports': true, 'write /api/asset/assets': true },
      CLERK: { 'read all': true, 'write /api/person/persons': true },
    });
    const createUser = async (username: string, profile: string) => {
      const created = await admin.request({
        method: 'POST',
        url: '/api/core/users',
        payload: {
          username: `${username}@example.com`,
          email: `${username}@example.com`,
          profiles: [profile],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      return testApp.userClient(admin.tenant, `${username}@example.com`);
    };
    const importer = await createUser('importer', 'IMPORTER');
    const clerk = await createUser('clerk', 'CLERK');
    expect((await upload(clerk, { name: 'p.csv', content: 'Type;Last name\nI;Vert' })).statusCode).toBe(403);
    expect((await upload(importer, { name: 'p.csv', content: 'Type;Last name\nI;Vert' })).statusCode).toBe(
      403,
    );
    const assets = await upload(importer, { name: 'a.csv', content: 'Name\nTruck' }, 'Asset');
    expect(assets.statusCode, assets.body).toBe(201);
  });
});
