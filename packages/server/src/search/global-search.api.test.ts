import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const persons = '/api/person/persons';
const search = (text: string) => `/api/core/global-search?search=${encodeURIComponent(text)}`;

describeOnEachDatabase('global search on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let registrations: string[];

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    registrations = [];
    for (const name of ['Leasing Nord', 'Nordic Finance', 'Atelier du Nord']) {
      const created = await alpha.request({ method: 'POST', url: persons, payload: { type: 'C', name } });
      registrations.push(created.json().registration);
    }
    await beta.request({ method: 'POST', url: persons, payload: { type: 'C', name: 'Nord Beta' } });
  });

  it('finds names across entities, those starting with the term first', async () => {
    const answer = await alpha.request({ method: 'GET', url: search('nord') });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((hit: { name: string }) => hit.name)).toEqual([
      'Nordic Finance',
      'Atelier du Nord',
      'Leasing Nord',
    ]);
    expect(answer.json()[0]).toMatchObject({ entity: 'Person', label: 'Person', route: 'person' });
  });

  it('puts the exact registration first', async () => {
    const registration = registrations[2] ?? '';
    const hits = (await alpha.request({ method: 'GET', url: search(registration) })).json();
    expect(hits[0]).toMatchObject({ registration, name: 'Atelier du Nord' });
  });

  it("never shows another tenant's records, and wants a search text", async () => {
    const hits = (await beta.request({ method: 'GET', url: search('nord') })).json();
    expect(hits.map((hit: { name: string }) => hit.name)).toEqual(['Nord Beta']);
    const empty = await alpha.request({ method: 'GET', url: '/api/core/global-search?search=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('MISSING_FIELD_IN_QUERY');
  });
});
