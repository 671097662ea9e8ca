import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const documentUrl = '/api/core/configuration-documents/collection-extension';
const persons = '/api/person/persons';

/** Two extra fields of a person: a tier from a closed list, and a count of visits. */
const personExtension = {
  Person: {
    fields: {
      loyaltyTier: {
        type: 'select',
        label: 'Loyalty tier',
        options: [
          { value: 'GOLD', label: 'Gold' },
          { value: 'SILVER', label: 'Silver' },
        ],
      },
      visitCount: { type: 'integer', label: 'Visits' },
    },
    listColumns: ['loyaltyTier'],
  },
};

describeOnEachDatabase('a tenant extends an entity with its own fields on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  const extend = (client: TestClient, value: unknown) =>
    client.request({ method: 'PUT', url: documentUrl, payload: { value } });
  const createPerson = (client: TestClient, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: persons, payload: { type: 'I', ...payload } });

  describe('the document is checked before it is kept', () => {
    it.each([
      ['an entity nobody declares', { Spaceship: { fields: {} } }, 'Spaceship'],
      [
        'a field the entity declares already',
        { Person: { fields: { name: { type: 'text', label: 'Name' } } } },
        'Person.fields.name',
      ],
      [
        'a field of no known type',
        { Person: { fields: { tier: { type: 'gauge', label: 'T' } } } },
        'Person.fields.tier',
      ],
      [
        'a field named as no declared field is',
        { Person: { fields: { _x: { type: 'text', label: 'X' } } } },
        'Person.fields._x',
      ],
      [
        'a list column that is not an extra field',
        { Person: { fields: { tier: { type: 'text', label: 'T' } }, listColumns: ['name'] } },
        'Person.listColumns',
      ],
    ])('refuses %s', async (_case, value, path) => {
      const refused = await extend(alpha, value);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_IN_CONFIG' });
      expect(refused.json().message).toContain(path);
      expect((await alpha.request({ method: 'GET', url: '/api/core/collection-extension' })).json()).toEqual(
        {},
      );
    });
  });

  it('takes, answers, checks, filters and sorts the extra fields at once, for its tenant alone', async () => {
    const before = await createPerson(alpha, { lastName: 'Before', loyaltyTier: 'GOLD' });
    expect(before.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });

    expect((await extend(alpha, personExtension)).statusCode).toBe(200);
    const read = await alpha.request({ method: 'GET', url: '/api/core/collection-extension' });
    expect(read.json()).toEqual(personExtension);

    const gold = await createPerson(alpha, { lastName: 'Gold', loyaltyTier: 'GOLD', visitCount: 7 });
    expect(gold.statusCode).toBe(201);
    expect(gold.json()).toMatchObject({ lastName: 'Gold', loyaltyTier: 'GOLD', visitCount: 7 });
    await createPerson(alpha, { lastName: 'Silver', loyaltyTier: 'SILVER', visitCount: 2 });
    const wrong = await createPerson(alpha, { lastName: 'Wrong', loyaltyTier: 'PLATINUM' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });

    const item = `${persons}/${gold.json().registration}`;
    expect((await alpha.request({ method: 'GET', url: item })).json()).toMatchObject({ visitCount: 7 });
    const patched = await alpha.request({ method: 'PATCH', url: item, payload: { visitCount: 8 } });
    expect(patched.json()).toMatchObject({ loyaltyTier: 'GOLD', visitCount: 8 });

    const golds = await alpha.request({ method: 'GET', url: `${persons}?loyaltyTier=GOLD` });
    expect(golds.json().map((person: { lastName: string }) => person.lastName)).toEqual(['Gold']);
    const byVisits = await alpha.request({ method: 'GET', url: `${persons}?sort=visitCount` });
    const counted = byVisits
      .json()
      .filter((person: { visitCount?: number }) => person.visitCount !== undefined);
    expect(counted.map((person: { lastName: string }) => person.lastName)).toEqual(['Silver', 'Gold']);

    // A list's whole search is exported with the column, filtered on it.
    const exported = (client: TestClient) =>
      client.request({
        method: 'POST',
        url: '/api/script/exports',
        payload: {
          entity: 'Person',
          query: { loyaltyTier: 'GOLD' },
          columns: [
            { key: 'registration', headerLabel: 'Registration' },
            { key: 'loyaltyTier', headerLabel: 'Loyalty tier' },
          ],
          fileName: 'Gold.csv',
          format: 'csv',
        },
      });
    const started = await exported(alpha);
    expect(started.statusCode, started.body).toBe(201);

    // Another tenant has none of it.
    expect((await exported(beta)).statusCode).toBe(400);
    expect((await beta.request({ method: 'GET', url: '/api/core/collection-extension' })).json()).toEqual({});
    const elsewhere = await createPerson(beta, { lastName: 'Elsewhere', loyaltyTier: 'GOLD' });
    expect(elsewhere.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
    expect((await beta.request({ method: 'GET', url: `${persons}?loyaltyTier=GOLD` })).statusCode).toBe(400);
  });

  it('keeps a removed field’s stored value out of answers, and still writes the record', async () => {
    await extend(alpha, personExtension);
    const created = (await createPerson(alpha, { lastName: 'Kept', loyaltyTier: 'SILVER' })).json();
    await extend(alpha, { Person: { fields: { visitCount: { type: 'integer', label: 'Visits' } } } });
    const item = `${persons}/${created.registration}`;
    const read = (await alpha.request({ method: 'GET', url: item })).json();
    expect(read).not.toHaveProperty('loyaltyTier');
    const patched = await alpha.request({ method: 'PATCH', url: item, payload: { visitCount: 3 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ visitCount: 3 });
    expect(patched.json()).not.toHaveProperty('loyaltyTier');
    // Added again, the field finds its value.
    await extend(alpha, personExtension);
    expect((await alpha.request({ method: 'GET', url: item })).json()).toMatchObject({
      loyaltyTier: 'SILVER',
    });
  });
});
