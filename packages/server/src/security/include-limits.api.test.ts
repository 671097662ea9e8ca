import { performance } from 'node:perf_hooks';
import { beforeAll, expect, it } from 'vitest';
import { maxIncludedRows } from '../entities/reading/list-includes.ts';
import { insertSeedRecords } from '../seed/insert-seed-records.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const contracts = '/api/financing/contracts';
const pageOfAll = `${contracts}?range=0-999&sort=registration`;

describeOnEachDatabase('list includes on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('includes');
    const actor = { tenant: client.tenant, username: client.username };
    const persons = Array.from({ length: 200 }, (_, index) => ({ type: 'C', name: `Lessee ${index}` }));
    const registration = (index: number) => `PER${String(index + 1).padStart(8, '0')}`;
    await insertSeedRecords(testApp.db, actor, new Map([['Person', persons]]));
    const leases = Array.from({ length: 200 }, (_, index) => ({
      name: `Lease ${index}`,
      persons: [
        { role: 'CLIENT', personRegistration: registration(index) },
        { role: 'PAYER', personRegistration: registration((index + 1) % 200) },
      ],
    }));
    await insertSeedRecords(testApp.db, actor, new Map([['Contract', leases]]));
  });

  const list = async (query: string) => {
    const started = performance.now();
    const response = await client.request({ method: 'GET', url: `${pageOfAll}&${query}` });
    return { response, ms: performance.now() - started };
  };

  it('reads an include named many times once', async () => {
    const once = await list('include=persons,personsNames');
    const repeated = await list(`include=${Array(900).fill('persons,personsNames').join(',')}`);
    expect(repeated.response.statusCode).toBe(200);
    expect(repeated.response.json()).toEqual(once.response.json());
    expect(once.response.json()[0].included.persons).toHaveLength(2);
    // Read 900 times over, the page took over a hundred times as long.
    expect(repeated.ms).toBeLessThan(once.ms * 10 + 500);
  });

  it('refuses more than ten different includes', async () => {
    const eleven =
      'assets,persons,fundings,documents,collaterals,financingServices,invoices,cases,amendments,products,quotations';
    const response = await client.request({ method: 'GET', url: `${contracts}?include=${eleven}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_QUERY',
      message: "Invalid field 'include' in query",
    });
    const ten = eleven.split(',').slice(0, 10).join(',');
    expect((await client.request({ method: 'GET', url: `${contracts}?include=${ten}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses an include that would bring more related rows than the bound, rather than cutting it', async () => {
    const actor = { tenant: client.tenant, username: client.username };
    const collaterals = Array.from({ length: maxIncludedRows + 1 }, (_, index) => ({
      name: `Deposit ${index}`,
      contractRegistration: 'CTR00000001',
    }));
    await insertSeedRecords(testApp.db, actor, new Map([['Collateral', collaterals]]));
    const response = await client.request({
      method: 'GET',
      url: `${contracts}?range=0-999&include=collaterals`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_QUERY',
      message: "Invalid field 'include=collaterals' in query",
    });
    const others = await client.request({
      method: 'GET',
      url: `${contracts}?registration=CTR00000002&include=collaterals`,
    });
    expect(others.json()[0].included.collaterals).toEqual([]);
  });
});
