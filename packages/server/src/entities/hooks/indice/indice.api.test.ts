import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../testing/index.ts';

const indexes = '/api/core/indexes';
const indices = '/api/core/indices';

type Row = Record<string, unknown>;

describeOnEachDatabase("an index's values on the $name database", (testApp) => {
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('rates');
    other = await testApp.tenantClient('other-rates');
  });

  const post = (as: TestClient, url: string, payload: Row) => as.request({ method: 'POST', url, payload });
  const indexOf = async (as: TestClient, code: string) =>
    ((await as.request({ method: 'GET', url: `${indexes}?code=${code}` })).json() as Row[])[0];

  it('keeps the latest value on the index, whatever the order the values come in', async () => {
    expect(
      (await post(client, indexes, { code: 'EUR3M', name: 'Euribor 3 months', type: 'INTEREST_RATE' }))
        .statusCode,
    ).toBe(201);
    for (const [date, value] of [
      ['2026-10-01', 0.02051],
      ['2026-11-02', 0.02034],
      ['2026-10-15', 0.02047],
    ] as const) {
      const written = await post(client, indices, { indexCode: 'EUR3M', date, value, type: 'INTEREST_RATE' });
      expect(written.statusCode, written.body).toBe(201);
    }
    expect(await indexOf(client, 'EUR3M')).toMatchObject({
      value: 0.02034,
      date: '2026-11-02T00:00:00.000Z',
    });
  });

  it('refuses a second value of the same day, and a value of an index the tenant does not have', async () => {
    const twice = await post(client, indices, { indexCode: 'EUR3M', date: '2026-11-02', value: 0.03 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'VALUE_ALREADY_EXISTS',
      message: "Value 'EUR3M 2026-11-02' already exists for field 'date'",
    });
    expect(await indexOf(client, 'EUR3M')).toMatchObject({ value: 0.02034 });

    // The other tenant has no EUR3M: its value is refused, and this tenant's index is untouched.
    const elsewhere = await post(other, indices, { indexCode: 'EUR3M', date: '2026-12-01', value: 0.05 });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      code: 'INVALID_FIELD_VALUE',
      message: "Invalid value 'EUR3M' for field 'indexCode'",
    });
    expect(await indexOf(client, 'EUR3M')).toMatchObject({
      value: 0.02034,
      date: '2026-11-02T00:00:00.000Z',
    });
  });

  it('moves the index when its latest value is corrected', async () => {
    const [latest] = (
      await client.request({ method: 'GET', url: `${indices}?indexCode=EUR3M&sort=-date&range=0-0` })
    ).json() as Row[];
    const corrected = await client.request({
      method: 'PATCH',
      url: `${indices}/${latest?.registration}`,
      payload: { value: 0.02039 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await indexOf(client, 'EUR3M')).toMatchObject({
      value: 0.02039,
      date: '2026-11-02T00:00:00.000Z',
    });
  });

  it('keeps one fixing of a day when several are written at once', async () => {
    const written = await Promise.all(
      [0.021, 0.022, 0.023, 0.024].map((value) =>
        post(client, indices, { indexCode: 'EUR3M', date: '2026-11-20', value }),
      ),
    );
    expect(written.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
    const kept = (
      await client.request({
        method: 'GET',
        url: `${indices}?indexCode=EUR3M&fromDate=2026-11-20&toDate=2026-11-20`,
      })
    ).json() as Row[];
    expect(kept).toHaveLength(1);
    expect(await indexOf(client, 'EUR3M')).toMatchObject({
      value: kept[0]?.value,
      date: '2026-11-20T00:00:00.000Z',
    });
  });
});
