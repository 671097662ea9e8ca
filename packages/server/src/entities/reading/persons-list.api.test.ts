import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const persons = '/api/person/persons';

describeOnEachDatabase('persons list on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('listing');
    for (let index = 0; index < 25; index++) {
      const body =
        index % 2 === 0
          ? {
              type: 'C',
              name: `Company ${String(index).padStart(2, '0')}`,
              email: `office${index}@example.com`,
            }
          : { type: 'I', firstName: 'Person', lastName: String(index).padStart(2, '0') };
      await client.request({ method: 'POST', url: persons, payload: body });
    }
  });

  const list = (query: string) => client.request({ method: 'GET', url: `${persons}?${query}` });

  it('pages with range and answers the paging headers', async () => {
    const first = await list('range=0-9');
    expect(first.json()).toHaveLength(10);
    expect(first.headers).toMatchObject({
      'pagination-continues': 'true',
      'pagination-offset': '0',
      'pagination-size': '10',
      'pagination-limit': '10',
    });
    const last = await list('range=20-29');
    expect(last.json()).toHaveLength(5);
    expect(last.headers).toMatchObject({
      'pagination-continues': 'false',
      'pagination-offset': '20',
      'pagination-limit': '5',
    });
    const all = [...first.json(), ...(await list('range=10-19')).json(), ...last.json()].map(
      (person) => person._id,
    );
    expect(new Set(all).size).toBe(25);
  });

  it('lists newest first by default and sorts on any declared field', async () => {
    expect((await list('range=0-0')).json()[0].name).toBe('Company 24');
    const byName = (await list('sort=name&range=0-2')).json().map((person: { name: string }) => person.name);
    expect(byName).toEqual(['Company 00', 'Company 02', 'Company 04']);
    const byNameDescending = (await list('sort=-name&range=0-0')).json()[0].name;
    expect(byNameDescending).toBe('Person 23');
  });

  it('filters with comma lists, exclusions and free-text search', async () => {
    expect((await list('type=I&range=0-99')).json()).toHaveLength(12);
    expect((await list('type=I,C&range=0-99')).json()).toHaveLength(25);
    expect((await list('type=-I&range=0-99')).json()).toHaveLength(13);
    const found = (await list('search=office1')).json().map((person: { name: string }) => person.name);
    expect(found.sort()).toEqual(['Company 10', 'Company 12', 'Company 14', 'Company 16', 'Company 18']);
    expect((await list('search=100%25')).json()).toHaveLength(0);
  });

  it('projects the fields asked for', async () => {
    const [person] = (await list('projection=registration,name&range=0-0')).json();
    expect(Object.keys(person).sort()).toEqual(['_id', 'name', 'registration']);
  });

  it('refuses an undeclared filter or sort field and a bad range', async () => {
    expect((await list('colour=red')).json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    expect((await list('sort=colour')).json().code).toBe('INVALID_FIELD_IN_QUERY');
    expect((await list('range=9-0')).json().code).toBe('INVALID_FIELD_IN_QUERY');
    expect((await list('range=0-5000')).json().code).toBe('INVALID_FIELD_IN_QUERY');
  });
});
