import type { EntityRecord, FundArbitration } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const arbitrations = '/api/financing/funds/arbitrations';
const funds = '/api/financing/funds';
const fundings = '/api/financing/fundings';
const contracts = '/api/financing/contracts';
const bankOperations = '/api/bank/bank-operations';

describeOnEachDatabase('arbitrations between funds on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let bank: EntityRecord;
  let vehicle: EntityRecord;
  let contract: EntityRecord;
  let drawn: EntityRecord;

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
  const fund = async (client: TestClient, name: string, fields: Record<string, unknown>, activate = true) => {
    const created = await post(client, funds, {
      name,
      type: 'BANK',
      financingType: 'LOAN',
      currency: 'EUR',
      ...fields,
    });
    return activate ? get(client, `${funds}/${created.registration}/transitions/ACTIVATE`) : created;
  };
  const arbitrate = (client: TestClient, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: arbitrations, payload });
  const figures = async (record: EntityRecord) => {
    const { outstanding, available } = await get(alpha, `${funds}/${record.registration}`);
    return { outstanding, available };
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('arb-alpha');
    beta = await testApp.tenantClient('arb-beta');
    bank = await fund(alpha, 'Bank line', {
      creditLimit: 1_000_000,
      outstanding: 300_000.3,
      available: 699_999.7,
    });
    vehicle = await fund(alpha, 'Securitisation', {
      type: 'SECURITISATION_VEHICLE',
      financingType: 'SECURITISATION',
      creditLimit: 500_000,
      outstanding: 0.1,
      available: 499_999.9,
    });
    contract = await post(alpha, contracts, { name: 'Fleet lease', currency: 'EUR' });
    const funding = await post(alpha, fundings, {
      name: 'Refinancing of the fleet',
      type: 'LOAN',
      fundRegistration: bank.registration,
      contractRegistration: contract.registration,
      amount: 100_000.2,
      currency: 'EUR',
      endDate: '2030-06-30',
    });
    drawn = await get(alpha, `${fundings}/${funding.registration}/transitions/DRAW`);
  });

  it("moves part of a contract's refinancing, then the rest, with its operations, to the cent", async () => {
    const part = await arbitrate(alpha, {
      fromFund: bank.registration,
      toFund: vehicle._id,
      amount: '40000.10',
      contract: contract.registration,
      date: '2026-05-06',
    });
    expect(part.statusCode, part.body).toBe(201);
    const moved = part.json<FundArbitration>();
    expect(moved.fromFund).toMatchObject({ outstanding: 260_000.2, available: 739_999.8 });
    expect(moved.toFund).toMatchObject({ outstanding: 40_000.2, available: 459_999.8 });
    expect(moved.fundings).toEqual([
      expect.objectContaining({ registration: drawn.registration, status: 'ACTIVE', amount: 60_000.1 }),
      expect.objectContaining({
        status: 'ACTIVE',
        type: 'SALE',
        fundRegistration: vehicle.registration,
        contractRegistration: contract.registration,
        amount: 40_000.1,
        startDate: '2026-05-06T00:00:00.000Z',
        endDate: '2030-06-30T00:00:00.000Z',
        arbitratedFrom: drawn.registration,
        transferId: moved.transferId,
      }),
    ]);
    expect(moved.operations).toEqual([
      expect.objectContaining({
        type: 'FUND_ARBITRATION',
        status: 'MATCHED',
        fundRegistration: bank.registration,
        contractRegistration: contract.registration,
        amount: -40_000.1,
        transferId: moved.transferId,
        label: `Repaid to fund Bank line (${bank.registration}), moved to fund Securitisation (${vehicle.registration}) (contract ${contract.registration})`,
      }),
      expect.objectContaining({
        type: 'FUND_ARBITRATION',
        status: 'MATCHED',
        fundRegistration: vehicle.registration,
        amount: 40_000.1,
        transferId: moved.transferId,
      }),
    ]);

    const rest = await arbitrate(alpha, {
      fromFund: bank.registration,
      toFund: vehicle.registration,
      amount: '60000.10',
      contract: contract.registration,
      date: '2026-05-07',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const repaid = await get(alpha, `${fundings}/${drawn.registration}`);
    expect(repaid).toMatchObject({ status: 'REPAID', amount: 60_000.1 });
    const onVehicle = await get<EntityRecord[]>(
      alpha,
      `${fundings}?contractRegistration=${contract.registration}&status=ACTIVE`,
    );
    expect(onVehicle.map((funding) => [funding.fundRegistration, funding.amount]).sort()).toEqual([
      [vehicle.registration, 40_000.1],
      [vehicle.registration, 60_000.1],
    ]);
    expect(await figures(bank)).toEqual({ outstanding: 200_000.1, available: 799_999.9 });
    expect(await figures(vehicle)).toEqual({ outstanding: 100_000.3, available: 399_999.7 });
  });

  it("moves part of a fund's outstanding without a contract, exactly", async () => {
    for (const amount of ['0.10', '0.20']) {
      const response = await arbitrate(alpha, {
        fromFund: bank.registration,
        toFund: vehicle.registration,
        amount,
        date: '2026-05-08',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<FundArbitration>().fundings).toEqual([]);
    }
    const after = await figures(vehicle);
    // 0.10 + 0.20 is 0.30 on both figures, not 0.30000000000000004.
    expect(after).toEqual({ outstanding: 100_000.6, available: 399_999.4 });
    expect(await figures(bank)).toEqual({ outstanding: 199_999.8, available: 800_000.2 });
  });

  it('refuses what it cannot move, and writes nothing', async () => {
    const closed = await fund(alpha, 'Old line', { outstanding: 0 });
    await get(alpha, `${funds}/${closed.registration}/transitions/CLOSE`);
    const draft = await fund(alpha, 'Future line', {}, false);
    const dollars = await fund(alpha, 'Dollar line', { currency: 'USD', creditLimit: 10, outstanding: 0 });
    const small = await fund(alpha, 'Small line', {
      creditLimit: 1000,
      outstanding: 999.99,
      available: 0.01,
    });
    const unfunded = await post(alpha, contracts, { name: 'Unfunded' });
    const operationsBefore = (await get<EntityRecord[]>(alpha, bankOperations)).length;
    const fundingsBefore = await get<EntityRecord[]>(alpha, fundings);
    const fundsBefore = await get<EntityRecord[]>(alpha, funds);
    const valid = {
      fromFund: bank.registration,
      toFund: vehicle.registration,
      amount: '10.00',
      date: '2026-05-06',
    };
    const refused = async (payload: Record<string, unknown>, status: number, code: string) => {
      const response = await arbitrate(alpha, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ status, code });
      return response.json<{ message: string }>().message;
    };
    await refused({ ...valid, toFund: bank._id }, 400, 'SAME_FUND_ARBITRATION');
    expect(await refused({ ...valid, toFund: closed.registration }, 409, 'FUND_NOT_ACTIVE')).toBe(
      `Fund "${closed.registration}" is CLOSED: only active funds take part in an arbitration`,
    );
    await refused({ ...valid, fromFund: draft.registration }, 409, 'FUND_NOT_ACTIVE');
    await refused({ ...valid, toFund: dollars.registration }, 409, 'CURRENCY_MISMATCH');
    expect(await refused({ ...valid, amount: '199999.81' }, 409, 'ARBITRATION_EXCEEDS_OUTSTANDING')).toBe(
      `Moving 199999.81 EUR exceeds the 199999.80 EUR fund "${bank.registration}" carries`,
    );
    expect(
      await refused({ ...valid, contract: unfunded.registration }, 409, 'ARBITRATION_EXCEEDS_FUNDING'),
    ).toBe(
      `Moving 10.00 EUR exceeds the 0.00 EUR of contract "${unfunded.registration}" that fund "${bank.registration}" refinances`,
    );
    await refused(
      { ...valid, toFund: small.registration, amount: '0.02' },
      409,
      'ARBITRATION_EXCEEDS_AVAILABLE',
    );
    for (const amount of ['0', '-1', '1.005', 'much'])
      await refused({ ...valid, amount }, 400, 'INVALID_AMOUNT_FIELD');
    await refused({ ...valid, date: undefined }, 400, 'MISSING_FIELD_IN_BODY');
    await refused({ ...valid, fund: 'x' }, 400, 'INVALID_FIELD_IN_BODY');
    await refused({ ...valid, contract: 'CTR99999999' }, 404, 'ENTITY_REGISTRATION_NOT_FOUND');

    expect(await get<EntityRecord[]>(alpha, bankOperations)).toHaveLength(operationsBefore);
    expect(await get<EntityRecord[]>(alpha, fundings)).toEqual(fundingsBefore);
    expect(await get<EntityRecord[]>(alpha, funds)).toEqual(fundsBefore);
  });

  it("never reaches another tenant's funds", async () => {
    const before = await figures(bank);
    const response = await arbitrate(beta, {
      fromFund: bank._id,
      toFund: vehicle._id,
      amount: '1.00',
      date: '2026-05-06',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    expect(await figures(bank)).toEqual(before);
    expect(await get<EntityRecord[]>(beta, bankOperations)).toEqual([]);
  });

  it('needs the right to write fundings and bank operations as well as funds', async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, {
      FUNDS: ['read all', `write ${funds}`],
      FUNDINGS: ['read all', `write ${funds}`, `write ${fundings}`],
    });
    const payload = {
      fromFund: bank.registration,
      toFund: vehicle.registration,
      amount: '1.00',
      date: '2026-05-06',
    };
    for (const [username, profile, missing] of [
      ['funds@arb-alpha', 'FUNDS', fundings],
      ['fundings@arb-alpha', 'FUNDINGS', bankOperations],
    ] as const) {
      await alpha.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, profiles: [profile] },
      });
      const user = await testApp.userClient('arb-alpha', username);
      expect((await arbitrate(user, payload)).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
        message: `Permission 'write ${missing}' is required`,
      });
    }
  });
});
