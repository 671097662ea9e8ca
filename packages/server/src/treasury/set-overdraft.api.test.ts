import type { EntityRecord } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const bankAccounts = '/api/bank/bank-accounts';
const overdraftOf = (account: EntityRecord) => `${bankAccounts}/${account.registration}/overdraft`;

describeOnEachDatabase("an account's authorised overdraft on the $name database", (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let current: EntityRecord;

  const setOverdraft = (client: TestClient, url: string, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url, payload });
  const read = async (client: TestClient, url: string) => {
    const response = await client.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EntityRecord>();
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('od-alpha');
    beta = await testApp.tenantClient('od-beta');
    const created = await alpha.request({
      method: 'POST',
      url: bankAccounts,
      payload: { name: 'Current', bankIban: 'FR7630001007941234567890185', currency: 'EUR', balance: 100 },
    });
    current = created.json<EntityRecord>();
  });

  it('sets the limit exactly and until a day, then takes the day away, each change in its history', async () => {
    const set = await setOverdraft(alpha, overdraftOf(current), {
      limit: '5000.10',
      validUntil: '2026-12-31',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      registration: current.registration,
      overdraftLimit: 5000.1,
      overdraftValidUntil: '2026-12-31T00:00:00.000Z',
      balance: 100,
    });
    const changed = await setOverdraft(alpha, `${bankAccounts}/${current._id}/overdraft`, {
      limit: '0.30',
      validUntil: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const account = await read(alpha, `${bankAccounts}/${current.registration}`);
    expect(account.overdraftLimit).toBe(0.3);
    expect(account.overdraftValidUntil).toBeUndefined();
    const history = (
      await alpha.request({
        method: 'GET',
        url: `/api/core/histories?entityRegistration=${current.registration}&sort=-date`,
      })
    ).json<EntityRecord[]>();
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'overdraftLimit', from: '5000.1', to: '0.3' },
        expect.objectContaining({ field: 'overdraftValidUntil', from: '2026-12-31T00:00:00.000Z' }),
      ]),
    );
    expect(history[0]).toMatchObject({ type: 'UPDATE', username: alpha.username });
  });

  it("sets the overdraft of an account the company's head office owns, as the company's own", async () => {
    const headOffice = (
      await alpha.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'O', name: 'Lessor head office', roles: [{ role: 'OWNER' }] },
      })
    ).json<EntityRecord>();
    const owned = (
      await alpha.request({
        method: 'POST',
        url: bankAccounts,
        payload: { name: 'Head office current', personRegistration: headOffice.registration },
      })
    ).json<EntityRecord>();
    const set = await setOverdraft(alpha, overdraftOf(owned), { limit: '250.00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ overdraftLimit: 250 });
  });

  it('refuses a limit it cannot keep, or an account of a person, and writes nothing', async () => {
    const person = (
      await alpha.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'I', firstName: 'Jane', lastName: 'Doe' },
      })
    ).json<EntityRecord>();
    const persons = (
      await alpha.request({
        method: 'POST',
        url: bankAccounts,
        payload: { name: "Jane's", personRegistration: person.registration },
      })
    ).json<EntityRecord>();
    const before = await read(alpha, `${bankAccounts}/${current.registration}`);
    const refused = async (url: string, payload: Record<string, unknown>, status: number, code: string) => {
      const response = await setOverdraft(alpha, url, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ status, code });
    };
    const url = overdraftOf(current);
    for (const limit of ['-1.00', '10.001', 'lots'])
      await refused(url, { limit }, 400, 'INVALID_AMOUNT_FIELD');
    await refused(url, {}, 400, 'MISSING_FIELD_IN_BODY');
    await refused(url, { limit: '1.00', validUntil: '31/12/2026' }, 400, 'INVALID_DATE');
    await refused(url, { limit: '1.00', until: '2026-12-31' }, 400, 'INVALID_FIELD_IN_BODY');
    await refused(overdraftOf(persons), { limit: '1.00' }, 409, 'NOT_A_COMPANY_ACCOUNT');
    await refused(
      `${bankAccounts}/BKA99999999/overdraft`,
      { limit: '1.00' },
      404,
      'ENTITY_REGISTRATION_NOT_FOUND',
    );
    const after = await read(alpha, `${bankAccounts}/${current.registration}`);
    expect(after._version).toBe(before._version);
    expect(after.overdraftLimit).toBe(before.overdraftLimit);
  });

  it("never reaches another tenant's account", async () => {
    const before = await read(alpha, `${bankAccounts}/${current.registration}`);
    const response = await setOverdraft(beta, `${bankAccounts}/${current._id}/overdraft`, {
      limit: '9999.00',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    expect((await read(alpha, `${bankAccounts}/${current.registration}`))._version).toBe(before._version);
  });

  it('needs the right to write bank accounts', async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, { READER: ['read all'] });
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'reader@od-alpha', profiles: ['READER'] },
    });
    const reader = await testApp.userClient('od-alpha', 'reader@od-alpha');
    expect((await setOverdraft(reader, overdraftOf(current), { limit: '1.00' })).json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: `Permission 'write ${bankAccounts}' is required`,
    });
  });
});
