import type {
  OrganizationWithAscendants,
  PersonAscendant,
  PersonHierarchy,
  QuickAddRelation,
} from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const persons = '/api/person/persons';

describeOnEachDatabase('the person hierarchy on the $name database', (testApp) => {
  let client: TestClient;
  let other: TestClient;
  const registrations: Record<string, string> = {};

  const create = async (as: TestClient, payload: Record<string, unknown>): Promise<string> => {
    const response = await as.request({ method: 'POST', url: persons, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ registration: string }>().registration;
  };
  const hierarchy = (as: TestClient, registration: string) =>
    as.request({ method: 'GET', url: `${persons}/${registration}/hierarchy` });

  beforeAll(async () => {
    client = await testApp.tenantClient('family');
    other = await testApp.tenantClient('strangers');
    registrations.subsidiary = await create(client, { type: 'C', name: 'Subsidiary' });
    registrations.holding = await create(client, {
      type: 'C',
      name: 'Holding',
      descendants: [{ personRegistration: registrations.subsidiary, relation: 'SHAREHOLDER', stake: 0.6 }],
    });
    registrations.employee = await create(client, {
      type: 'I',
      lastName: 'Martin',
      orgaRegistration: registrations.subsidiary,
    });
    registrations.signer = await create(client, {
      type: 'I',
      lastName: 'Durand',
      descendants: [{ personRegistration: registrations.subsidiary, relation: 'SIGNEROF' }],
    });
    registrations.unrelated = await create(client, { type: 'C', name: 'Unrelated' });
  });

  it('answers the person first, then every person related to it however far, with the links between them', async () => {
    const response = await hierarchy(client, registrations.employee ?? '');
    expect(response.statusCode).toBe(200);
    const answer = response.json<PersonHierarchy>();
    expect(answer.persons[0]).toMatchObject({
      registration: registrations.employee,
      name: 'Martin',
      type: 'I',
    });
    expect(answer.persons.map((person) => person.name).sort()).toEqual([
      'Durand',
      'Holding',
      'Martin',
      'Subsidiary',
    ]);
    expect(answer.links).toHaveLength(3);
    expect(answer.links).toEqual(
      expect.arrayContaining([
        {
          source: registrations.holding,
          target: registrations.subsidiary,
          relation: 'SHAREHOLDER',
          stake: 0.6,
        },
        { source: registrations.subsidiary, target: registrations.employee, relation: 'ORGAREGISTRATION' },
        { source: registrations.signer, target: registrations.subsidiary, relation: 'SIGNEROF' },
      ]),
    );
    expect(answer.isTruncated).toBe(false);
  });

  it('answers a person without relations alone', async () => {
    const answer = (await hierarchy(client, registrations.unrelated ?? '')).json<PersonHierarchy>();
    expect(answer.persons.map((person) => person.registration)).toEqual([registrations.unrelated]);
    expect(answer.links).toEqual([]);
  });

  it("never reaches another tenant's persons, even those naming the same registrations", async () => {
    // Registrations are counted per tenant: the other tenant's persons reuse the same numbers,
    // and a person there names the other tenant's own PER00000002 and PER00000003.
    for (const name of ['Stranger A', 'Stranger B', 'Stranger C']) await create(other, { type: 'C', name });
    const outsider = await create(other, {
      type: 'C',
      name: 'Outsider',
      descendants: [{ personRegistration: registrations.employee, relation: 'SIGNEROF' }],
      orgaRegistration: registrations.holding,
    });
    const answer = (await hierarchy(client, registrations.employee ?? '')).json<PersonHierarchy>();
    expect(answer.persons.map((person) => person.name)).not.toContain('Outsider');
    expect(answer.persons).toHaveLength(4);

    const own = (await hierarchy(other, outsider)).json<PersonHierarchy>();
    expect(own.persons.map((person) => person.name).sort()).toEqual(['Outsider', 'Stranger B', 'Stranger C']);
    const missing = await hierarchy(other, registrations.unrelated ?? '');
    expect(missing.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it("answers a person's ascendants in registration order, each with the relation and stake it states", async () => {
    const response = await client.request({
      method: 'GET',
      url: `${persons}/${registrations.subsidiary}/ascendants`,
    });
    expect(response.statusCode).toBe(200);
    const ascendants = response.json<PersonAscendant[]>();
    expect(ascendants.map((ascendant) => [ascendant.name, ascendant.relation, ascendant.stake])).toEqual([
      ['Holding', 'SHAREHOLDER', 0.6],
      ['Durand', 'SIGNEROF', undefined],
    ]);
    // The organisation an employee names is not an ascendant: it names no descendant.
    const employee = await client.request({
      method: 'GET',
      url: `${persons}/${registrations.employee}/ascendants`,
    });
    expect(employee.json()).toEqual([]);
    const missing = await other.request({ method: 'GET', url: `${persons}/PER99999999/ascendants` });
    expect(missing.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('lists the organisations of the tenant alone, each with its ascendants', async () => {
    const branch = await create(client, { type: 'O', name: 'Branch North' });
    await create(client, {
      type: 'I',
      lastName: 'Petit',
      descendants: [{ personRegistration: branch, relation: 'SIGNEROF' }],
    });
    await create(other, { type: 'O', name: 'Foreign branch' });
    const response = await client.request({
      method: 'GET',
      url: '/api/person/organizations-with-ascendants',
    });
    expect(response.statusCode).toBe(200);
    const organizations = response.json<OrganizationWithAscendants[]>();
    expect(organizations.map((organization) => organization.name)).toEqual(['Branch North']);
    expect(organizations[0]?.ascendants).toMatchObject([{ name: 'Petit', relation: 'SIGNEROF' }]);

    // An organisation's hierarchy starts from it; a person of another type is no organisation.
    const fromBranch = await client.request({
      method: 'GET',
      url: `/api/person/organizations/${branch}/hierarchy`,
    });
    expect(fromBranch.statusCode).toBe(200);
    expect(fromBranch.json<PersonHierarchy>().persons.map((person) => person.name)).toEqual([
      'Branch North',
      'Petit',
    ]);
    const notOne = await client.request({
      method: 'GET',
      url: `/api/person/organizations/${registrations.subsidiary}/hierarchy`,
    });
    expect(notOne.json()).toMatchObject({
      status: 404,
      code: 'ENTITY_REGISTRATION_NOT_FOUND',
      message: `Organization "${registrations.subsidiary}" not found`,
    });
  });

  it('answers the relations a person can be quick-added with around a company, and around an individual', async () => {
    const around = (as: TestClient, sourcePerson: unknown) =>
      as.request({ method: 'POST', url: '/api/script/runs/quick-add-relations', payload: { sourcePerson } });
    const company = await around(client, registrations.subsidiary);
    expect(company.statusCode).toBe(200);
    expect(company.json<QuickAddRelation[]>().map((option) => option.relation)).toEqual([
      'ORGAREGISTRATION',
      'SHAREHOLDER',
      'SIGNEROF',
    ]);
    expect((await around(client, registrations.employee)).json()).toEqual([
      { relation: 'SIGNEROF', type: 'I', quickAddRoles: [{ role: 'PERSON' }] },
    ]);
    // Another tenant's person is not found; a request without its source is refused.
    const ownOnly = await create(client, { type: 'C', name: 'Family only', registration: 'FAMILY-ONLY-1' });
    expect((await around(client, ownOnly)).statusCode).toBe(200);
    expect((await around(other, ownOnly)).json()).toMatchObject({
      status: 404,
      code: 'ENTITY_REGISTRATION_NOT_FOUND',
    });
    expect((await around(client, undefined)).statusCode).toBe(400);
  });
});
