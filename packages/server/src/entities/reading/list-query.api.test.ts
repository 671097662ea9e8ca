import { entitiesWithThrowaway } from '@lessor/domain/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const contracts = '/api/financing/contracts';
// With an entity nobody ships, whose list its folder and a registry line must be enough to serve.
const entities = entitiesWithThrowaway;

describeOnEachDatabase('the list query language on the $name database', { entities }, (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('query');
    const person = (
      await client.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name: 'Acme Leasing' },
      })
    ).json();
    const asset = (
      await client.request({ method: 'POST', url: '/api/asset/assets', payload: { name: 'Truck 12' } })
    ).json();
    for (let index = 0; index < 12; index++) {
      await client.request({
        method: 'POST',
        url: contracts,
        payload: {
          name: `${index % 2 === 0 ? 'Fleet' : 'Machine'} ${index}`,
          financedAmountExclTax: 1000 * (index + 1),
          startDate: `2026-${String(index + 1).padStart(2, '0')}-15`,
          frequency: index < 6 ? 'MONTHLY' : 'QUARTERLY',
          organization: { name: 'Nantes branch' },
          persons: index === 0 ? [{ role: 'CLIENT', personRegistration: person.registration }] : [],
          assets: index === 0 ? [{ assetRegistration: asset.registration }] : [],
        },
      });
    }
    await client.request({
      method: 'POST',
      url: '/api/financing/collaterals',
      payload: { name: 'Deposit', contractRegistration: 'CTR00000001' },
    });
  });

  const names = async (query: string) =>
    (await client.request({ method: 'GET', url: `${contracts}?range=0-99&${query}` }))
      .json()
      .map((record: { name: string }) => record.name);

  it('filters by ranges of dates and numbers, inclusive', async () => {
    expect(await names('fromStartDate=2026-03-01&toStartDate=2026-05-15&sort=startDate')).toEqual([
      'Fleet 2',
      'Machine 3',
      'Fleet 4',
    ]);
    expect(await names('minFinancedAmountExclTax=11000&sort=-financedAmountExclTax')).toEqual([
      'Machine 11',
      'Fleet 10',
    ]);
    expect(await names('maxFinancedAmountExclTax=2000&frequency=MONTHLY&sort=name')).toEqual([
      'Fleet 0',
      'Machine 1',
    ]);
  });

  it('matches text case-insensitively, anchored at the start when asked', async () => {
    expect(await names('name=/CHINE 1/&sort=name')).toEqual(['Machine 1', 'Machine 11']);
    expect(await names('name=/^fleet 1/&sort=name')).toEqual(['Fleet 10']);
    expect(await names('name=/^leet/')).toEqual([]);
  });

  it('sorts numbers as numbers and on several fields', async () => {
    expect((await names('sort=-financedAmountExclTax')).slice(0, 3)).toEqual([
      'Machine 11',
      'Fleet 10',
      'Machine 9',
    ]);
    expect((await names('sort=frequency,-startDate')).slice(0, 2)).toEqual(['Machine 5', 'Fleet 4']);
  });

  it('filters inside lists, excludes, and never takes reserved parameters as filters', async () => {
    expect(await names('persons.role=CLIENT')).toEqual(['Fleet 0']);
    expect((await names('frequency=-MONTHLY')).length).toBe(6);
    expect((await names('page=3&filter=x&nextPagination=abc')).length).toBe(12);
  });

  it('includes related records and computed names', async () => {
    const [first] = (
      await client.request({
        method: 'GET',
        url: `${contracts}?name=Fleet 0&include=persons,assets,collaterals,personsNames,assetsNames,organizationName`,
      })
    ).json();
    expect(first).toMatchObject({
      personsNames: 'Acme Leasing',
      assetsNames: 'Truck 12',
      organizationName: 'Nantes branch',
    });
    expect(first.included.persons).toMatchObject([{ name: 'Acme Leasing' }]);
    expect(first.included.collaterals).toMatchObject([{ name: 'Deposit' }]);
    const unknown = await client.request({ method: 'GET', url: `${contracts}?include=spaceships` });
    expect(unknown.json().code).toBe('INVALID_FIELD_IN_QUERY');
  });

  it("brings the names each list page asks for: a communication's the name of the person it names", async () => {
    const [person] = (
      await client.request({ method: 'GET', url: '/api/person/persons?name=Acme Leasing' })
    ).json();
    const communications = '/api/communication/communications';
    await client.request({
      method: 'POST',
      url: communications,
      payload: { subject: 'Renewal', personRegistration: person.registration },
    });
    await client.request({ method: 'POST', url: communications, payload: { subject: 'Nobody named' } });
    const listed = (
      await client.request({ method: 'GET', url: `${communications}?include=personsNames&sort=subject` })
    ).json();
    expect(listed.map((record: { personsNames: string }) => record.personsNames)).toEqual([
      '',
      'Acme Leasing',
    ]);
  });

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    '%s answers the first row its list page asks for, with what the page includes',
    async (_, entity) => {
      const include = entity.listPage?.include ? `&include=${entity.listPage.include}` : '';
      const response = await client.request({ method: 'GET', url: `${entity.apiPath}?range=0-0${include}` });
      expect(response.statusCode, `${entity.name}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual(expect.any(Array));
    },
  );

  it('projects with the include and the exclude forms', async () => {
    const [kept] = (
      await client.request({ method: 'GET', url: `${contracts}?range=0-0&projection=name,status` })
    ).json();
    expect(Object.keys(kept).sort()).toEqual(['_id', 'name', 'status']);
    const [dropped] = (
      await client.request({ method: 'GET', url: `${contracts}?range=0-0&projection=-persons,-assets` })
    ).json();
    expect(dropped.persons).toBeUndefined();
    expect(dropped.name).toBeDefined();
  });

  it('autocompletes a field from a prefix', async () => {
    const response = await client.request({
      method: 'GET',
      url: `${contracts}/autocomplete?field=name&search=mach`,
    });
    expect(response.json()).toEqual([
      'Machine 1',
      'Machine 11',
      'Machine 3',
      'Machine 5',
      'Machine 7',
      'Machine 9',
    ]);
  });

  it('refuses malformed bounds with the typed codes', async () => {
    const get = async (query: string) =>
      (await client.request({ method: 'GET', url: `${contracts}?${query}` })).json().code;
    expect(await get('minFinancedAmountExclTax=lots')).toBe('INVALID_NUMBER_FIELD');
    expect(await get('fromStartDate=yesterday')).toBe('INVALID_DATE_FIELD');
    expect(await get('fromColour=2026-01-01')).toBe('INVALID_FIELD_IN_QUERY');
    expect(await get('persons.colour=x')).toBe('INVALID_FIELD_IN_QUERY');
  });
});
