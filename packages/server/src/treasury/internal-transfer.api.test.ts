import type { EntityRecord, InternalTransfer } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const transfers = '/api/bank/bank-accounts/transfers';
const bankAccounts = '/api/bank/bank-accounts';
const bankOperations = '/api/bank/bank-operations';

describeOnEachDatabase('transfers between the company accounts on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const post = async (client: TestClient, url: string, payload: Record<string, unknown>) => {
    const response = await client.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EntityRecord>();
  };
  const get = async <T = EntityRecord>(client: TestClient, url: string) => {
    const response = await client.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const account = (client: TestClient, name: string, fields: Record<string, unknown> = {}) =>
    post(client, bankAccounts, { name, currency: 'EUR', ...fields });
  const balanceOf = async (client: TestClient, record: EntityRecord) =>
    (await get(client, `${bankAccounts}/${record.registration}`)).balance;
  const transfer = (client: TestClient, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: transfers, payload });

  let operating: EntityRecord;
  let reserve: EntityRecord;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('tr-alpha');
    beta = await testApp.tenantClient('tr-beta');
    operating = await account(alpha, 'Operating', { bankIban: 'FR7630001007941234567890185', balance: 1000 });
    reserve = await account(alpha, 'Reserve', { bankIban: 'FR7630006000011234567890189', balance: 0 });
  });

  it('moves exact amounts: two matched legs sharing a transfer id, and both balances', async () => {
    const first = await transfer(alpha, {
      fromAccount: operating.registration,
      toAccount: reserve._id,
      amount: '0.10',
      date: '2026-05-06',
      label: 'Reserve top-up',
    });
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json<InternalTransfer>();
    expect(made.debit).toMatchObject({
      type: 'INTERNAL_TRANSFER',
      status: 'MATCHED',
      bankAccountRegistration: operating.registration,
      counterpartAccountRegistration: reserve.registration,
      amount: -0.1,
      currency: 'EUR',
      date: '2026-05-06T00:00:00.000Z',
      label: 'Reserve top-up',
      transferId: made.transferId,
    });
    expect(made.credit).toMatchObject({
      type: 'INTERNAL_TRANSFER',
      status: 'MATCHED',
      bankAccountRegistration: reserve.registration,
      counterpartAccountRegistration: operating.registration,
      amount: 0.1,
      transferId: made.transferId,
    });
    expect(made.fromAccount.balance).toBe(999.9);
    expect(made.toAccount.balance).toBe(0.1);

    const second = await transfer(alpha, {
      fromAccount: operating.registration,
      toAccount: reserve.registration,
      amount: '0.20',
      date: '2026-05-06',
    });
    expect(second.statusCode, second.body).toBe(201);
    // 0.10 + 0.20 is 0.30, not 0.30000000000000004.
    expect(await balanceOf(alpha, reserve)).toBe(0.3);
    expect(await balanceOf(alpha, operating)).toBe(999.7);
    expect(second.json<InternalTransfer>().debit.label).toBe('Transfer from Operating to Reserve');

    const legs = await get<EntityRecord[]>(alpha, `${bankOperations}?transferId=${made.transferId}`);
    expect(legs.map((leg) => leg.amount).sort()).toEqual([-0.1, 0.1]);
    // A leg on the books changes no more: the balances moved by it.
    const edit = await alpha.request({
      method: 'PATCH',
      url: `${bankOperations}/${made.debit.registration}`,
      payload: { amount: -1 },
    });
    expect(edit.json()).toMatchObject({ code: 'READ_ONLY_IN_STATUS' });
    const history = await get<EntityRecord[]>(
      alpha,
      `/api/core/histories?entityRegistration=${reserve.registration}&sort=-date`,
    );
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'balance', from: '0.1', to: '0.3' }]),
    );
  });

  it('goes below zero within the authorised overdraft, and no further', async () => {
    const current = await account(alpha, 'Current', { balance: 200 });
    const overdraft = await alpha.request({
      method: 'POST',
      url: `${bankAccounts}/${current.registration}/overdraft`,
      payload: { limit: '500.00', validUntil: '2026-12-31' },
    });
    expect(overdraft.statusCode, overdraft.body).toBe(200);
    const within = await transfer(alpha, {
      fromAccount: current.registration,
      toAccount: reserve.registration,
      amount: '700.00',
      date: '2026-05-06',
    });
    expect(within.statusCode, within.body).toBe(201);
    expect(await balanceOf(alpha, current)).toBe(-500);

    const beyond = await transfer(alpha, {
      fromAccount: current.registration,
      toAccount: reserve.registration,
      amount: '0.01',
      date: '2026-05-06',
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      code: 'OVERDRAFT_EXCEEDED',
      message: `Moving 0.01 EUR out of bank account "${current.registration}" would take its balance from -500.00 EUR to -500.01 EUR, beyond its authorised overdraft of 500.00 EUR`,
    });
    // Once the overdraft lapses, the balance may not go below zero at all.
    const back = await transfer(alpha, {
      fromAccount: reserve.registration,
      toAccount: current.registration,
      amount: '600',
      date: '2027-01-01',
    });
    expect(back.statusCode, back.body).toBe(201);
    const lapsed = await transfer(alpha, {
      fromAccount: current.registration,
      toAccount: reserve.registration,
      amount: '100.01',
      date: '2027-01-01',
    });
    expect(lapsed.json()).toMatchObject({ code: 'OVERDRAFT_EXCEEDED' });
    expect(await balanceOf(alpha, current)).toBe(100);
  });

  it('refuses what is no transfer between open company accounts, and writes nothing', async () => {
    const person = await post(alpha, '/api/person/persons', {
      type: 'I',
      firstName: 'Jane',
      lastName: 'Doe',
    });
    const persons = await account(alpha, "Jane Doe's", {
      personRegistration: person.registration,
      balance: 50,
    });
    const closed = await account(alpha, 'Closed', { isInactive: true, balance: 50 });
    const dollars = await account(alpha, 'Dollars', { currency: 'USD', balance: 50 });
    const operationsBefore = (await get<EntityRecord[]>(alpha, bankOperations)).length;
    const balancesBefore = await Promise.all([operating, reserve].map((record) => balanceOf(alpha, record)));
    const valid = {
      fromAccount: operating.registration,
      toAccount: reserve.registration,
      amount: '10.00',
      date: '2026-05-06',
    };
    const refused = async (payload: Record<string, unknown>, status: number, code: string) => {
      const response = await transfer(alpha, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ status, code });
      return response.json<{ message: string }>().message;
    };
    await refused({ ...valid, toAccount: operating._id }, 400, 'TRANSFER_SAME_ACCOUNT');
    expect(await refused({ ...valid, toAccount: persons.registration }, 409, 'NOT_A_COMPANY_ACCOUNT')).toBe(
      `Bank account "${persons.registration}" belongs to person ${person.registration}: only the company's own accounts take part`,
    );
    await refused({ ...valid, fromAccount: closed.registration }, 409, 'BANK_ACCOUNT_INACTIVE');
    expect(await refused({ ...valid, toAccount: dollars.registration }, 409, 'CURRENCY_MISMATCH')).toBe(
      `Bank account "${operating.registration}" is in EUR but Bank account "${dollars.registration}" is in USD`,
    );
    for (const amount of ['0', '0.00', '-5', '10.001', 'ten', 10.001])
      await refused({ ...valid, amount }, 400, 'INVALID_AMOUNT_FIELD');
    await refused({ ...valid, amount: undefined }, 400, 'MISSING_FIELD_IN_BODY');
    await refused({ ...valid, date: '2026-02-30' }, 400, 'INVALID_DATE');
    await refused({ ...valid, ammount: '1' }, 400, 'INVALID_FIELD_IN_BODY');
    await refused({ ...valid, toAccount: 'BKA99999999' }, 404, 'ENTITY_REGISTRATION_NOT_FOUND');
    await refused({ ...valid, amount: '1000000.00' }, 409, 'OVERDRAFT_EXCEEDED');

    expect(await get<EntityRecord[]>(alpha, bankOperations)).toHaveLength(operationsBefore);
    expect(await Promise.all([operating, reserve].map((record) => balanceOf(alpha, record)))).toEqual(
      balancesBefore,
    );
  });

  it("never reaches another tenant's accounts", async () => {
    const before = await balanceOf(alpha, operating);
    const response = await transfer(beta, {
      fromAccount: operating._id,
      toAccount: reserve._id,
      amount: '1.00',
      date: '2026-05-06',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    expect(await balanceOf(alpha, operating)).toBe(before);
    expect(await get<EntityRecord[]>(beta, bankOperations)).toEqual([]);
  });

  it('needs the right to write bank accounts as well as bank operations', async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, {
      BOOKER: ['read all', `write ${bankOperations}`],
      READER: ['read all'],
    });
    for (const [username, profile] of [
      ['booker@tr-alpha', 'BOOKER'],
      ['reader@tr-alpha', 'READER'],
    ] as const) {
      await alpha.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, profiles: [profile] },
      });
    }
    const payload = {
      fromAccount: operating.registration,
      toAccount: reserve.registration,
      amount: '1.00',
      date: '2026-05-06',
    };
    const booker = await testApp.userClient('tr-alpha', 'booker@tr-alpha');
    expect((await transfer(booker, payload)).json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: `Permission 'write ${bankAccounts}' is required`,
    });
    const reader = await testApp.userClient('tr-alpha', 'reader@tr-alpha');
    expect((await transfer(reader, payload)).json()).toMatchObject({
      status: 403,
      message: `Permission 'write ${bankOperations}' is required`,
    });
  });
});
