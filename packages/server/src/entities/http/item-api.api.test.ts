import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const contracts = '/api/financing/contracts';
const creditLines = '/api/financing/credit-lines';

describeOnEachDatabase('the item API on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('items');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    client.request({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const count = async (url: string) =>
    (await client.request({ method: 'GET', url: `${url}?range=0-999` })).json<unknown[]>().length;

  it('creates, replaces, patches and deletes a contract, refusing a stale version with 409', async () => {
    const created = (await post(contracts, { name: 'Fleet lease', financedAmountExclTax: 50000 })).json();
    expect(created).toMatchObject({ registration: 'CTR00000001', status: 'DRAFT', _version: 1 });
    const url = `${contracts}/${created.registration}`;

    const patched = await client.request({ method: 'PATCH', url, payload: { duration: 36, _version: 1 } });
    expect(patched.json()).toMatchObject({ duration: 36, financedAmountExclTax: 50000, _version: 2 });

    const stale = await client.request({ method: 'PATCH', url, payload: { duration: 48, _version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', rejectionReason: expect.any(String) });
    const staleHeader = await client.request({ method: 'DELETE', url, headers: { 'if-match': '1' } });
    expect(staleHeader.statusCode).toBe(409);

    const replaced = await client.request({
      method: 'PUT',
      url,
      payload: { name: 'Fleet lease 2', _version: 2 },
    });
    expect(replaced.json()).toMatchObject({ name: 'Fleet lease 2', _version: 3 });
    expect(replaced.json().duration).toBeUndefined();

    expect((await client.request({ method: 'DELETE', url, headers: { 'if-match': '3' } })).statusCode).toBe(
      204,
    );
    expect((await client.request({ method: 'GET', url })).json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });

  it('answers a replayed Idempotency-Key with the first answer and writes nothing new', async () => {
    const before = await count(creditLines);
    const headers = { 'idempotency-key': 'create-line-1' };
    const first = await post(creditLines, { name: 'Stock line', creditLimit: 100000 }, headers);
    const replay = await post(creditLines, { name: 'Stock line', creditLimit: 100000 }, headers);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await count(creditLines)).toBe(before + 1);
    const reused = await post(creditLines, { name: 'Other line', creditLimit: 1 }, headers);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const url = `${creditLines}/${first.json().registration}`;
    const patchHeaders = { 'idempotency-key': 'patch-line-1' };
    const patch = () =>
      client.request({ method: 'PATCH', url, payload: { outstanding: 10 }, headers: patchHeaders });
    expect((await patch()).json()._version).toBe(2);
    expect((await patch()).json()._version).toBe(2);
  });

  it('names the field of every typed error and refuses a taken registration', async () => {
    const wrongNumber = await post(creditLines, { name: 'x', creditLimit: 'lots' });
    expect(wrongNumber.json()).toMatchObject({
      code: 'INVALID_NUMBER_FIELD',
      message: "Field 'creditLimit' must be a number",
    });
    const missing = await post(creditLines, { name: 'x' });
    expect(missing.json()).toMatchObject({
      code: 'MISSING_FIELD_IN_BODY',
      message: "Field 'creditLimit' is missing in body",
    });
    const wrongDate = await post(contracts, { name: 'x', startDate: '31/31/2026' });
    expect(wrongDate.json().code).toBe('INVALID_DATE_FIELD');
    const wrongList = await post(contracts, { name: 'x', persons: 'CLIENT' });
    expect(wrongList.json().code).toBe('INVALID_ARRAY_FIELD');
    const wrongType = await post(contracts, { name: 'x', type: 'SPACESHIP' });
    expect(wrongType.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
    const status = await post(contracts, { name: 'x' });
    const patchStatus = await client.request({
      method: 'PATCH',
      url: `${contracts}/${status.json().registration}`,
      payload: { status: 'ACTIVE' },
    });
    expect(patchStatus.json().code).toBe('STATUS_PATCH_PROHIBITED');

    const persons = '/api/person/persons';
    expect((await post(persons, { type: 'C', name: 'A', registration: '552100554' })).statusCode).toBe(201);
    const again = await post(persons, { type: 'C', name: 'B', registration: '552100554' });
    expect(again.json()).toMatchObject({ status: 400, code: 'VALUE_ALREADY_EXISTS' });
  });

  it('keeps the history of every write, field by field', async () => {
    const created = (await post(contracts, { name: 'Tracked', duration: 24 })).json();
    const url = `${contracts}/${created.registration}`;
    await client.request({ method: 'PATCH', url, payload: { duration: 36 } });
    const history = await client.request({
      method: 'GET',
      url: `/api/core/histories?entityName=Contract&entityRegistration=${created.registration}&sort=_insertDate`,
    });
    const entries = history.json();
    expect(entries.map((entry: { type: string }) => entry.type)).toEqual(['CREATE', 'UPDATE']);
    expect(entries[1]).toMatchObject({
      username: client.username,
      changes: [{ field: 'duration', from: '24', to: '36' }],
    });
  });
});
