import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { entityTables, withTenant } from '../../../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../../../testing/index.ts';

const contracts = '/api/financing/contracts';
const deals = '/api/financing/deals';
const creditLines = '/api/financing/credit-lines';
const taxes = '/api/core/taxes';

type Row = Record<string, unknown>;

describeOnEachDatabase('asset lines priced on save on the $name database', (testApp) => {
  let client: TestClient;
  let other: TestClient;
  /** Three assets of the tenant and a supplier of two of them. */
  const assets: string[] = [];
  let supplier: string;
  let secondSupplier: string;

  const request = (who: TestClient, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: Row) =>
    who.request({ method, url, ...(payload ? { payload } : {}) });
  const created = async (who: TestClient, url: string, payload: Row) => {
    const response = await request(who, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row & { registration: string };
  };
  const rowsOf = (tenant: string, table: string) =>
    withTenant(testApp.db.app, tenant, (trx) =>
      entityTables(trx)
        .selectFrom(table)
        .select(['registration', sql<number>`(data->>'financedAmountExclTax')::numeric`.as('financed')])
        .execute(),
    );

  beforeAll(async () => {
    client = await testApp.tenantClient('lines');
    other = await testApp.tenantClient('lines-other');
    supplier = (
      await created(client, '/api/person/persons', {
        type: 'C',
        name: 'Vans & Co',
        roles: [{ role: 'SUPPLIER' }],
      })
    ).registration;
    secondSupplier = (await created(client, '/api/person/persons', { type: 'C', name: 'Plant Hire' }))
      .registration;
    for (const name of ['Renault Master', 'Kubota KX057', 'Old Transit'])
      assets.push((await created(client, '/api/asset/assets', { name })).registration);
  });

  it('stores the prices a client derived nothing of: unit price × quantity × (1 − discount), then its tax', async () => {
    const contract = await created(client, contracts, {
      name: 'Two vans and a digger, one van traded in',
      currency: 'EUR',
      financedAmountExclTax: 1,
      assets: [
        {
          assetRegistration: assets[0],
          unitPrice: 38_999.99,
          quantity: 2,
          discount: 0.035,
          taxCode: 'STANDARD',
        },
        { assetRegistration: assets[1], unitPrice: 61_250.4, taxCode: 'REDUCED' },
        { assetRegistration: assets[2], unitPrice: 7_500, isPartExchange: true, taxCode: 'EXEMPT' },
      ],
    });
    const stored = (await request(client, 'GET', `${contracts}/${contract.registration}`)).json();
    expect(stored.assets).toEqual([
      {
        assetRegistration: assets[0],
        unitPrice: 38_999.99,
        quantity: 2,
        discount: 0.035,
        taxCode: 'STANDARD',
        isFinanced: true,
        currency: 'EUR',
        // 77,999.98 × 0.965 = 75,269.9807 → 75,269.98; × 1.2 = 90,323.976 → 90,323.98.
        priceExclTax: 75_269.98,
        priceInclTax: 90_323.98,
      },
      {
        assetRegistration: assets[1],
        unitPrice: 61_250.4,
        taxCode: 'REDUCED',
        quantity: 1,
        isFinanced: true,
        currency: 'EUR',
        priceExclTax: 61_250.4,
        // 61,250.40 × 1.1 = 67,375.44.
        priceInclTax: 67_375.44,
      },
      {
        assetRegistration: assets[2],
        unitPrice: 7_500,
        isPartExchange: true,
        taxCode: 'EXEMPT',
        quantity: 1,
        isFinanced: false,
        currency: 'EUR',
        priceExclTax: 7_500,
        priceInclTax: 7_500,
      },
    ]);
    // 75,269.98 + 61,250.40 financed, less the 7,500 of the van traded in.
    expect(stored.financedAmountExclTax).toBe(129_020.38);
    const [row] = (await rowsOf(client.tenant, 'contracts')).filter(
      (each) => each.registration === contract.registration,
    );
    expect(Number(row?.financed)).toBe(129_020.38);
  });

  it('prices again what an update changes, and keeps a financed amount while the file has no priced line', async () => {
    const contract = await created(client, contracts, {
      name: 'Priced later',
      financedAmountExclTax: 24_000,
      assets: [{ assetRegistration: assets[0] }],
    });
    expect(contract.financedAmountExclTax).toBe(24_000);
    expect(contract.assets).toEqual([{ assetRegistration: assets[0], quantity: 1, isFinanced: true }]);
    const patched = await request(client, 'PATCH', `${contracts}/${contract.registration}`, {
      assets: [
        { assetRegistration: assets[0], unitPrice: 20_000, quantity: 3, discount: 0.1, taxCode: 'STANDARD' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      financedAmountExclTax: 54_000,
      assets: [{ priceExclTax: 54_000, priceInclTax: 64_800 }],
    });
    const emptied = await request(client, 'PATCH', `${contracts}/${contract.registration}`, {
      assets: [],
      financedAmountExclTax: 30_000,
    });
    expect(emptied.json()).toMatchObject({ financedAmountExclTax: 30_000 });
  });

  it('refuses a bad line with a typed error naming its field, and writes nothing', async () => {
    const before = await rowsOf(client.tenant, 'contracts');
    const refused = await request(client, 'POST', contracts, {
      name: 'Unknown tax',
      currency: 'EUR',
      assets: [
        { assetRegistration: assets[0], unitPrice: 100, taxCode: 'STANDARD' },
        { assetRegistration: assets[1], unitPrice: 100, taxCode: 'GREEN', currency: 'GBP' },
      ],
    });
    expect(refused.json()).toEqual({
      status: 400,
      code: 'INVALID_FIELD_VALUE',
      message: "Invalid value 'GBP' for field 'assets[1].currency'",
      errors: [
        {
          field: 'assets[1].currency',
          code: 'INVALID_FIELD_VALUE',
          message: "Currency must be EUR, the file's currency",
        },
        { field: 'assets[1].taxCode', code: 'INVALID_FIELD_VALUE', message: 'Tax code: GREEN (???)' },
      ],
    });
    const negative = await request(client, 'POST', contracts, {
      name: 'Half a van',
      assets: [{ assetRegistration: assets[0], unitPrice: 100, quantity: 1.5 }],
    });
    expect(negative.json()).toMatchObject({
      status: 400,
      code: 'INVALID_INTEGER_FIELD',
      errors: [{ field: 'assets[0].quantity', message: 'Quantity has to be an integer' }],
    });
    expect(await rowsOf(client.tenant, 'contracts')).toEqual(before);
  });

  it("prices with the tenant's own Tax records, in force on the file's start date, and no other tenant's", async () => {
    await created(client, taxes, {
      name: 'Green vehicles',
      code: 'GREEN',
      rate: 0.055,
      country: 'FR',
      type: 'VAT',
    });
    await created(client, taxes, {
      name: 'Standard rate before 2014',
      code: 'STANDARD',
      rate: 0.196,
      startDate: '2000-01-01',
      endDate: '2013-12-31',
    });
    await created(client, taxes, {
      name: 'Standard rate',
      code: 'STANDARD',
      rate: 0.2,
      startDate: '2014-01-01',
    });
    await created(other, taxes, { name: 'Their standard rate', code: 'STANDARD', rate: 0.21 });

    const green = await created(client, contracts, {
      name: 'Electric van',
      currency: 'EUR',
      assets: [{ assetRegistration: assets[0], unitPrice: 31_000, taxCode: 'GREEN' }],
    });
    expect(green.assets).toMatchObject([{ priceExclTax: 31_000, priceInclTax: 32_705 }]);
    const old = await created(client, contracts, {
      name: 'A lease of 2013',
      startDate: '2013-06-01',
      assets: [{ assetRegistration: assets[0], unitPrice: 10_000, taxCode: 'STANDARD' }],
    });
    expect(old.assets).toMatchObject([{ priceInclTax: 11_960 }]);

    // The other tenant's asset, priced with its own standard rate; GREEN is not one of its codes.
    const theirAsset = (await created(other, '/api/asset/assets', { name: 'Their van' })).registration;
    const theirs = await created(other, contracts, {
      name: 'Their van',
      assets: [{ assetRegistration: theirAsset, unitPrice: 10_000, taxCode: 'STANDARD' }],
    });
    expect(theirs.assets).toMatchObject([{ priceInclTax: 12_100 }]);
    const refused = await request(other, 'POST', contracts, {
      name: 'Their green van',
      assets: [{ assetRegistration: theirAsset, unitPrice: 10_000, taxCode: 'GREEN' }],
    });
    expect(refused.json()).toMatchObject({
      code: 'INVALID_FIELD_VALUE',
      errors: [{ field: 'assets[0].taxCode' }],
    });
  });

  it('adds the supplier of a line as a SUPPLIER person, and removes it with its line', async () => {
    const contract = await created(client, contracts, {
      name: 'Supplied',
      persons: [{ role: 'CLIENT', personRegistration: secondSupplier }],
      assets: [
        { assetRegistration: assets[0], unitPrice: 100, supplierRegistration: supplier },
        { assetRegistration: assets[1], unitPrice: 100 },
      ],
    });
    expect(contract.persons).toEqual([
      { role: 'CLIENT', personRegistration: secondSupplier },
      { role: 'SUPPLIER', personRegistration: supplier },
    ]);
    const lines = contract.assets as Row[];
    const removed = await request(client, 'PATCH', `${contracts}/${contract.registration}`, {
      assets: lines.slice(1),
    });
    expect(removed.json().persons).toEqual([{ role: 'CLIENT', personRegistration: secondSupplier }]);
  });

  it('prices the lines of deals and credit lines too; only a deal has a financed amount to follow them', async () => {
    const deal = await created(client, deals, {
      name: 'Digger deal',
      currency: 'EUR',
      assets: [{ assetRegistration: assets[1], unitPrice: 62_000, discount: 0.04, taxCode: 'STANDARD' }],
    });
    expect(deal).toMatchObject({
      financedAmountExclTax: 59_520,
      assets: [{ priceExclTax: 59_520, priceInclTax: 71_424 }],
    });
    const line = await created(client, creditLines, {
      name: 'Stock line',
      creditLimit: 500_000,
      currency: 'EUR',
      assets: [
        {
          assetRegistration: assets[0],
          unitPrice: 30_000,
          quantity: 4,
          taxCode: 'STANDARD',
          supplierRegistration: supplier,
        },
      ],
    });
    expect(line).not.toHaveProperty('financedAmountExclTax');
    expect(line).toMatchObject({
      assets: [{ priceExclTax: 120_000, priceInclTax: 144_000 }],
      persons: [{ role: 'SUPPLIER', personRegistration: supplier }],
    });
  });
});
