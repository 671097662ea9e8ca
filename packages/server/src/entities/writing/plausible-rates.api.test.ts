import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../../testing/index.ts';

const contracts = '/api/financing/contracts';
const products = '/api/financing/products';

interface Stored {
  _id: string;
  _version: number;
  registration: string;
  rate?: number;
  name?: string;
}

describe.each(await availableTestDatabases())('plausible rates on the $name database', (database) => {
  let testApp: TestApp;
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(await database.open());
    client = await testApp.tenantClient('rates');
    other = await testApp.tenantClient('wide-rates');
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: unknown, as = client) =>
    as.request({ method: 'POST', url, payload: payload as Record<string, unknown> });
  const listed = async (url: string, as = client) =>
    (await as.request({ method: 'GET', url: `${url}?range=0-999&sort=registration` })).json<Stored[]>();
  const setRanges = (value: unknown, as = client) =>
    as.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/tenant-config',
      payload: { value: { rateRanges: value } },
    });

  it('refuses a rate typed as a percent, naming the field, and writes nothing', async () => {
    const refused = await post(contracts, { name: 'Typed as a percent', rate: 4.34 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      code: 'RATE_OUT_OF_RANGE',
      message: "Rate '4.34' of field 'rate' is outside the plausible range",
      errors: [{ field: 'rate', code: 'RATE_OUT_OF_RANGE', message: 'Rate must be ≤ 50%' }],
    });
    expect(await listed(contracts)).toEqual([]);
    // Its registration was not taken either: the next contract is the first.
    const created = await post(contracts, { name: 'A true rate', rate: 0.0434 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ registration: 'CTR00000001', rate: 0.0434 });
  });

  it('holds the rate of each quotation too, and accepts both ends of the range', async () => {
    const refused = await post(contracts, {
      name: 'Quoted below -5 %',
      quotations: [{ rate: 0.03 }, { rate: -0.2 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'quotations[1].rate', code: 'RATE_OUT_OF_RANGE', message: 'Rate must be ≥ -5%' },
    ]);
    for (const rate of [0.5, -0.05, 0]) {
      const accepted = await post(contracts, { name: `At ${rate}`, rate, quotations: [{ rate }] });
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    expect((await listed(contracts)).map((contract) => contract.rate)).toEqual([0.0434, 0.5, -0.05, 0]);
  });

  it('refuses an update that makes a rate implausible and leaves the record as it was', async () => {
    const [first] = await listed(contracts);
    if (!first) throw new Error('a contract was created');
    const patched = await client.request({
      method: 'PATCH',
      url: `${contracts}/${first.registration}`,
      payload: { name: 'Renamed', rate: 0.9 },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ code: 'RATE_OUT_OF_RANGE', errors: [{ field: 'rate' }] });
    const after = (
      await client.request({ method: 'GET', url: `${contracts}/${first.registration}` })
    ).json<Stored>();
    expect(after).toMatchObject({ name: 'A true rate', rate: 0.0434, _version: first._version });
  });

  it('refuses a whole paste of products when one row holds an implausible rate', async () => {
    const refused = await post(products, [
      { name: 'Car lease', rate: 0.045 },
      { name: 'Typo', rate: 45 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'RATE_OUT_OF_RANGE',
      message: "Rate '45' of field '1.rate' is outside the plausible range",
      errors: [{ field: '1.rate', code: 'RATE_OUT_OF_RANGE', message: 'Rate must be ≤ 50%' }],
    });
    expect(await listed(products)).toEqual([]);
  });

  it("follows the tenant's own range, for that tenant only, from the next write on", async () => {
    const before = await post(contracts, { name: 'Before the change', rate: 0.2 });
    expect(before.statusCode, before.body).toBe(201);
    const saved = await setRanges({ interest: { min: 0, max: 0.1 } });
    expect(saved.statusCode, saved.body).toBe(200);

    const tooHigh = await post(contracts, { name: 'Above 10 %', rate: 0.12 });
    expect(tooHigh.json()).toMatchObject({
      code: 'RATE_OUT_OF_RANGE',
      errors: [{ field: 'rate', message: 'Rate must be ≤ 10%' }],
    });
    const negative = await post(contracts, { name: 'Below 0 %', rate: -0.01 });
    expect(negative.json().errors).toEqual([
      { field: 'rate', code: 'RATE_OUT_OF_RANGE', message: 'Rate must be ≥ 0%' },
    ]);
    // A rate stored before the range narrowed stays while an update leaves it alone.
    const stored = before.json<Stored>();
    const renamed = await client.request({
      method: 'PATCH',
      url: `${contracts}/${stored.registration}`,
      payload: { name: 'Renamed, rate kept' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ rate: 0.2 });

    // Another tenant keeps the default range.
    expect((await post(contracts, { name: 'Default range', rate: 0.2 }, other)).statusCode).toBe(201);
    expect((await post(contracts, { name: 'Default range', rate: 0.6 }, other)).statusCode).toBe(400);
    const wide = await setRanges({ interest: { min: -0.1, max: 1.5 } }, other);
    expect(wide.statusCode, wide.body).toBe(200);
    expect((await post(contracts, { name: 'Wide range', rate: 0.6 }, other)).statusCode).toBe(201);
  });

  it('refuses a range it could not apply, and keeps the one in force', async () => {
    const count = (await listed(contracts)).length;
    for (const [value, field] of [
      [{ interest: { min: 0.3, max: 0.1 } }, 'rateRanges.interest'],
      [{ interest: { min: '0', max: 0.1 } }, 'rateRanges.interest'],
      [{ mortgage: { min: 0, max: 0.1 } }, 'rateRanges.mortgage'],
      [[0, 0.1], 'rateRanges'],
    ] as const) {
      const refused = await setRanges(value);
      expect(refused.statusCode, JSON.stringify(value)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_FIELD_IN_CONFIG',
        message: `Invalid field '${field}' in configuration`,
      });
    }
    expect((await post(contracts, { name: 'Still above 10 %', rate: 0.12 })).statusCode).toBe(400);
    expect(await listed(contracts)).toHaveLength(count);
  });
});
