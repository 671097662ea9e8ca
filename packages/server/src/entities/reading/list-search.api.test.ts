import { findEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { insertSeedRecords } from '../../seed/insert-seed-records.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';
import { resolveSearch, searchIdsCap } from './search-condition.ts';

const contracts = '/api/financing/contracts';

const bodies = [
  { name: 'Équipement Nord', internalReference: 'REF-Alpha_1', externalReference: 'x%y' },
  { name: 'Fleet Ouest', internalReference: 'ref-beta', externalReference: 'Back\\slash' },
  { name: 'Straße Süd', externalReference: 'ÉTÉ 2026' },
  { name: 'Old Orchard' },
  { name: null, internalReference: 'line one' },
];

/** Terms of every kind: case, accents, LIKE's special characters, registrations, no match. */
const terms = [
  'équipement',
  'ÉQUIPEMENT',
  'ref-',
  'alpha_1',
  'alphax1',
  'x%y',
  '%',
  '_',
  'h\\s',
  'été',
  'STRASSE',
];
const moreTerms = ['straße', 'ctr0000000', 'CTR00000004', 'orchard', 'e', 'ne', 'nothing like it'];

describeOnEachDatabase('free-text search on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('searching');
    for (const body of bodies) await client.request({ method: 'POST', url: contracts, payload: body });
  });

  const search = async (term: string, query = 'range=0-99') => {
    const response = await client.request({
      method: 'GET',
      url: `${contracts}?${query}&search=${encodeURIComponent(term)}`,
    });
    return response.json().map((record: { registration: string }) => record.registration);
  };

  /** What a case-insensitive match of each search field, one by one, finds. */
  const fieldByField = async (term: string) => {
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const { rows } = await sql<{ registration: string }>`select registration from contracts
      where tenant = ${client.tenant} and (registration ilike ${pattern} or name ilike ${pattern}
        or data->>'internalReference' ilike ${pattern} or data->>'externalReference' ilike ${pattern})
      order by _insert_date desc, id desc`.execute(testApp.db.owner);
    return rows.map((row) => row.registration);
  };

  it('finds what a field-by-field case-insensitive match finds', async () => {
    for (const term of [...terms, ...moreTerms])
      expect(await search(term), term).toEqual(await fieldByField(term));
    expect(await search('équipement')).toEqual(['CTR00000001']);
    expect(await search('alphax1')).toEqual([]);
    expect(await search('%')).toEqual(['CTR00000001']);
  });

  it('never matches across two fields', async () => {
    expect(await search('00001Équipement')).toEqual([]);
    expect(await search('00001\nÉquipement')).toEqual([]);
    expect(await search('Nord\nREF')).toEqual([]);
    expect(await search('line one')).toEqual(['CTR00000005']);
  });

  it('follows every write: creation, patch, replacement, bulk seed and deletion', async () => {
    const [orchard] = (await client.request({ method: 'GET', url: `${contracts}?name=Old Orchard` })).json();
    const patched = await client.request({
      method: 'PATCH',
      url: `${contracts}/${orchard._id}`,
      payload: { name: 'New Harbour', internalReference: 'Quay 9' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await search('orchard')).toEqual([]);
    expect(await search('harbour')).toEqual([orchard.registration]);
    expect(await search('quay 9')).toEqual([orchard.registration]);

    const { _id, _version, _insertDate, _insertUser, _updateDate, _updateUser, ...rest } = patched.json();
    const replaced = await client.request({
      method: 'PUT',
      url: `${contracts}/${_id}`,
      payload: { ...rest, internalReference: null, externalReference: 'Dock 4' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(await search('quay')).toEqual([]);
    expect(await search('DOCK 4')).toEqual([orchard.registration]);

    await insertSeedRecords(
      testApp.db,
      { tenant: client.tenant, username: client.username },
      new Map([['Contract', [{ name: 'Seeded Quarry', externalReference: 'Bulk-7' }]]]),
    );
    const [seeded] = await search('bulk-7');
    expect(await search('seeded quarry')).toEqual([seeded]);

    await client.request({ method: 'DELETE', url: `${contracts}/${_id}` });
    expect(await search('harbour')).toEqual([]);
  });

  it('sorts and pages the matches', async () => {
    expect(await search('e', 'sort=registration&range=0-99')).toEqual([...(await fieldByField('e'))].sort());
    const page = async (range: string) => {
      const answer = await client.request({
        method: 'GET',
        url: `${contracts}?search=ref&sort=-registration&range=${range}`,
      });
      const registrations = answer.json().map((record: { registration: string }) => record.registration);
      return { registrations, continues: answer.headers['pagination-continues'] };
    };
    expect(await page('0-0')).toEqual({ registrations: ['CTR00000002'], continues: 'true' });
    expect(await page('1-1')).toEqual({ registrations: ['CTR00000001'], continues: 'false' });
  });

  it('finds a common term in the list order and a rare one through the trigram index, alike', async () => {
    const contract = findEntity('Contract');
    if (!contract) throw new Error('Contract is declared');
    const many = Array.from({ length: searchIdsCap + 5 }, (_, index) => ({ name: `Common lease ${index}` }));
    await insertSeedRecords(
      testApp.db,
      { tenant: client.tenant, username: client.username },
      new Map([['Contract', many]]),
    );
    const resolved = (term: string) =>
      withTenant(testApp.db.app, client.tenant, (trx) => resolveSearch(trx, contract, term));
    expect(await resolved('common lease')).toEqual({ term: 'common lease' });
    expect(await resolved('common lease 1003')).toMatchObject({ ids: [expect.any(String)] });
    expect(await resolved('no such lease')).toEqual({ ids: [] });
    for (const term of ['common lease', 'common lease 1003', 'lease 100', 'no such lease'])
      expect(await search(term, 'range=0-999'), term).toEqual((await fieldByField(term)).slice(0, 1000));
    const [first] = await search('common lease', 'range=0-0');
    expect(first).toBe((await fieldByField('common lease'))[0]);

    // A common term shaped like the registrations: those it starts, newest registration first
    // unless the call asks another order.
    expect(await resolved('ctr0000')).toEqual({ registrations: { from: 'CTR0000', below: 'CTR0001' } });
    expect(await resolved('ctr0999')).toEqual({ ids: [] });
    const registrations = [...(await fieldByField('ctr0000'))].sort();
    expect(registrations.length).toBeGreaterThan(searchIdsCap);
    expect(await search('ctr0000', 'range=0-999')).toEqual([...registrations].reverse().slice(0, 1000));
    expect(await search('CTR0000', 'sort=registration&range=10-14')).toEqual(registrations.slice(10, 15));
  });

  it("never finds another tenant's records through the trigram index", async () => {
    const other = await testApp.tenantClient('searchingelsewhere');
    await other.request({ method: 'POST', url: contracts, payload: { name: 'Hidden Gem' } });
    expect(await search('hidden gem')).toEqual([]);
    const idsIn = (tenant: string) =>
      withTenant(
        testApp.db.app,
        tenant,
        async (trx) =>
          (await sql<{ id: string }>`select contracts_search_ids('%hidden gem%', 10) as id`.execute(trx))
            .rows,
      );
    expect(await idsIn(client.tenant)).toEqual([]);
    expect(await idsIn(other.tenant)).toHaveLength(1);
    // Outside a tenant's transaction the application role finds nothing at all.
    const outside = await sql<{ id: string }>`select contracts_search_ids('%hidden gem%', 10) as id`.execute(
      testApp.db.app,
    );
    expect(outside.rows).toEqual([]);
  });
});
