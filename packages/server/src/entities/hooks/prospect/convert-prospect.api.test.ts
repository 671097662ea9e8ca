import type { EntityRecord } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, multipart, type TestClient } from '../../../testing/index.ts';

const prospects = '/api/person/prospects';
const persons = '/api/person/persons';

describeOnEachDatabase('converting a prospect on the $name database', (testApp) => {
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('converting');
    other = await testApp.tenantClient('elsewhere');
  });

  const createProspect = async (as: TestClient, payload: Record<string, unknown>): Promise<EntityRecord> => {
    const response = await as.request({ method: 'POST', url: prospects, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EntityRecord>();
  };
  const convert = (as: TestClient, id: string) =>
    as.request({ method: 'GET', url: `${prospects}/${id}/transitions/CONVERT` });

  it('names a natural prospect from first and last name, as a person is named', async () => {
    const prospect = await createProspect(client, { type: 'I', firstName: 'Ada', lastName: 'Martin' });
    expect(prospect.name).toBe('Ada Martin');
  });

  it('makes a person of the prospect, with its fields and its documents, and keeps the prospect read-only', async () => {
    const prospect = await createProspect(client, {
      type: 'I',
      firstName: 'Léa',
      lastName: 'Moreau',
      email: 'lea.moreau@example.org',
      addresses: [{ type: 'MAIN', addressLine: '3 rue des Lilas 69003 Lyon', city: 'Lyon' }],
      source: 'Trade fair',
    });
    const uploaded = await client.request({
      method: 'POST',
      url: `${prospects}/${prospect.registration}/documents`,
      ...multipart([
        { name: 'type', value: 'ID' },
        { name: 'file', value: 'identity card', fileName: 'id.txt', type: 'text/plain' },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const converted = await convert(client, prospect.registration);
    expect(converted.statusCode, converted.body).toBe(200);
    const after = converted.json<EntityRecord>();
    expect(after).toMatchObject({ status: 'CONVERTED', source: 'Trade fair' });
    expect(after.personRegistration).toMatch(/^PER/);

    const person = (
      await client.request({ method: 'GET', url: `${persons}/${String(after.personRegistration)}` })
    ).json<EntityRecord>();
    expect(person).toMatchObject({
      type: 'I',
      name: 'Léa Moreau',
      email: 'lea.moreau@example.org',
      addresses: [{ type: 'MAIN', addressLine: '3 rue des Lilas 69003 Lyon' }],
      prospectRegistration: prospect.registration,
    });
    expect(person).not.toHaveProperty('source');
    const documents = await client.request({
      method: 'GET',
      url: `${persons}/${person.registration}/documents`,
    });
    expect(documents.json()).toMatchObject([{ name: 'id.txt', type: 'ID', entityName: 'Person' }]);
    expect(
      (
        await client.request({ method: 'GET', url: `${prospects}/${prospect.registration}/documents` })
      ).json(),
    ).toEqual([]);

    // The prospect keeps its history, and changes no more.
    const history = await client.request({
      method: 'GET',
      url: `/api/core/histories?entityName=Prospect&entityRegistration=${prospect.registration}`,
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('CONVERTED');
    expect((await convert(client, prospect.registration)).statusCode).toBe(400);
    const edit = await client.request({
      method: 'PATCH',
      url: `${prospects}/${prospect.registration}`,
      payload: { lastName: 'Changed' },
    });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("keeps a professional's company number, and writes nothing when the person is refused", async () => {
    const professional = await createProspect(client, {
      type: 'P',
      registration: '552100554',
      firstName: 'Marc',
      lastName: 'Petit',
    });
    const converted = await convert(client, professional.registration);
    expect(converted.json()).toMatchObject({ status: 'CONVERTED', personRegistration: '552100554' });

    // A person with this company number exists already: the conversion is refused, and undone whole.
    await client.request({
      method: 'POST',
      url: persons,
      payload: { type: 'P', registration: '552100562', lastName: 'Existing' },
    });
    const twin = await createProspect(client, { type: 'P', registration: '552100562', lastName: 'Twin' });
    const refused = await convert(client, twin.registration);
    expect(refused.json()).toMatchObject({ status: 400, code: 'VALUE_ALREADY_EXISTS' });
    expect(
      (await client.request({ method: 'GET', url: `${prospects}/${twin.registration}` })).json(),
    ).toMatchObject({ status: 'NEW' });
    expect(
      (
        await client.request({ method: 'GET', url: `${persons}?prospectRegistration=${twin.registration}` })
      ).json(),
    ).toEqual([]);
  });

  it("never converts another tenant's prospect", async () => {
    const own = await createProspect(client, {
      type: 'C',
      name: 'Converting only',
      registration: 'CONV-ONLY-1',
    });
    expect((await convert(other, own.registration)).json()).toMatchObject({ status: 404 });
    expect(
      (await client.request({ method: 'GET', url: `${prospects}/${own.registration}` })).json(),
    ).toMatchObject({
      status: 'NEW',
    });
  });
});
