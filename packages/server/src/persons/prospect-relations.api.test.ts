import type { PersonAscendant, PersonHierarchy } from '@lessor/domain/api';
import { personEntity } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const persons = '/api/person/persons';
const prospects = '/api/person/prospects';

describeOnEachDatabase("a prospect's relations on the $name database", (testApp) => {
  let client: TestClient;
  let other: TestClient;
  const registrations: Record<string, string> = {};

  const create = async (as: TestClient, url: string, payload: Record<string, unknown>): Promise<string> => {
    const response = await as.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ registration: string }>().registration;
  };
  const read = (as: TestClient, url: string) => as.request({ method: 'GET', url });
  const hierarchy = async (as: TestClient, registration: string) => {
    const response = await read(as, `${prospects}/${registration}/hierarchy`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonHierarchy>();
  };

  beforeAll(async () => {
    client = await testApp.tenantClient('prospecting');
    other = await testApp.tenantClient('elsewhere');
    registrations.group = await create(client, persons, { type: 'C', name: 'Group' });
    registrations.partner = await create(client, persons, { type: 'C', name: 'Partner' });
    registrations.prospect = await create(client, prospects, {
      type: 'C',
      name: 'Lead Ltd',
      orgaRegistration: registrations.group,
      descendants: [{ personRegistration: registrations.partner, relation: 'SHAREHOLDER', stake: 0.3 }],
    });
    registrations.signer = await create(client, persons, {
      type: 'I',
      lastName: 'Signer',
      descendants: [{ personRegistration: registrations.partner, relation: 'SIGNEROF' }],
    });
  });

  it('draws the prospect first, then the persons its record names however far, with the links', async () => {
    const answer = await hierarchy(client, registrations.prospect ?? '');
    expect(answer.persons[0]).toEqual({
      registration: registrations.prospect,
      name: 'Lead Ltd',
      type: 'C',
      status: 'NEW',
    });
    expect(answer.persons.map((person) => person.name).sort()).toEqual([
      'Group',
      'Lead Ltd',
      'Partner',
      'Signer',
    ]);
    expect(answer.links).toHaveLength(3);
    expect(answer.links).toEqual(
      expect.arrayContaining([
        {
          source: registrations.prospect,
          target: registrations.partner,
          relation: 'SHAREHOLDER',
          stake: 0.3,
        },
        { source: registrations.group, target: registrations.prospect, relation: 'ORGAREGISTRATION' },
        { source: registrations.signer, target: registrations.partner, relation: 'SIGNEROF' },
      ]),
    );
    expect(answer.isTruncated).toBe(false);
  });

  it('draws the descendants a prospect is given at once', async () => {
    const lead = await create(client, prospects, { type: 'I', lastName: 'Lead' });
    expect((await hierarchy(client, lead)).persons).toHaveLength(1);
    const patched = await client.request({
      method: 'PATCH',
      url: `${prospects}/${lead}`,
      payload: { descendants: [{ personRegistration: registrations.group, relation: 'SIGNEROF' }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await hierarchy(client, lead)).links).toContainEqual({
      source: lead,
      target: registrations.group,
      relation: 'SIGNEROF',
    });
  });

  it("answers a prospect's ascendants: the persons naming it among their descendants", async () => {
    const ascendants = () => read(client, `${prospects}/${registrations.prospect}/ascendants`);
    expect((await ascendants()).json()).toEqual([]);
    // A person's links are checked against persons, so only a record stored without that check
    // (moved over from another system) names a prospect: stored here beside the API.
    await withTenant(testApp.db.app, client.tenant, (trx) =>
      entityTables(trx)
        .insertInto(personEntity.table)
        .values({
          tenant: client.tenant,
          registration: 'MOVED-1',
          name: 'Moved signer',
          type: 'I',
          data: JSON.stringify({
            descendants: [{ personRegistration: registrations.prospect, relation: 'SIGNEROF' }],
          }),
          _insert_user: 'migration',
          _update_user: 'migration',
        })
        .execute(),
    );
    const response = await ascendants();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PersonAscendant[]>()).toMatchObject([
      { registration: 'MOVED-1', name: 'Moved signer', relation: 'SIGNEROF' },
    ]);
  });

  it('answers 404 for a prospect the tenant does not hold, and for a person asked as a prospect', async () => {
    for (const path of ['hierarchy', 'ascendants']) {
      const unknown = await read(client, `${prospects}/PSP99999999/${path}`);
      expect(unknown.json()).toMatchObject({
        status: 404,
        code: 'ENTITY_REGISTRATION_NOT_FOUND',
        message: 'Prospect "PSP99999999" not found',
      });
      const person = await read(client, `${prospects}/${registrations.group}/${path}`);
      expect(person.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    }
  });

  it("never reaches another tenant's prospect nor its persons, even under the same registrations", async () => {
    for (const path of ['hierarchy', 'ascendants'])
      expect((await read(other, `${prospects}/${registrations.prospect}/${path}`)).json()).toMatchObject({
        status: 404,
        code: 'ENTITY_REGISTRATION_NOT_FOUND',
      });
    // Registrations are counted per tenant: the other tenant's records take the same numbers.
    const namesake = await create(other, persons, { type: 'C', name: 'Namesake' });
    expect(namesake).toBe(registrations.group);
    const own = await create(other, prospects, { type: 'C', name: 'Their lead', orgaRegistration: namesake });
    expect(own).toBe(registrations.prospect);

    const theirs = await hierarchy(other, own);
    expect(theirs.persons.map((person) => person.name)).toEqual(['Their lead', 'Namesake']);
    const ours = await hierarchy(client, registrations.prospect ?? '');
    expect(ours.persons.map((person) => person.name)).toEqual(
      expect.arrayContaining(['Lead Ltd', 'Group', 'Partner', 'Signer']),
    );
    expect(ours.persons.map((person) => person.name)).not.toContain('Namesake');
  });
});
