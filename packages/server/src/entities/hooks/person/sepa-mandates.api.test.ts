import type { EntityRecord } from '@lessor/domain/api';
import { sepaEntity } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../testing/index.ts';

const persons = '/api/person/persons';
const iban = 'FR7630006000011234567890189';
// The French example creditor identifier: check digits 72 over 123456FR00.
const creditor = 'FR72ZZZ123456';

const mandate = (rumReference: string, extra: Record<string, unknown> = {}) => ({
  rumReference,
  sepaCreditorIdentifier: creditor,
  rumDateOfSignature: '2026-01-15T00:00:00.000Z',
  rumType: 'RCUR',
  rumStatus: 'ACTIVE',
  rumSequence: 'FRST',
  ...extra,
});
const account = (mandates: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  name: 'Main account',
  bankIban: iban,
  bankOpeningDate: '2019-03-01T00:00:00.000Z',
  bankPreferredWithdrawalDate: 5,
  externalReference: 'ACC-7',
  sepaCreditorIdentifier: creditor,
  collectionMethods: ['DIRECT_DEBIT', 'TRANSFER'],
  sepaMandates: mandates,
  ...extra,
});
const company = (name: string, accounts: readonly Record<string, unknown>[]) => ({
  type: 'C',
  name,
  bankAccounts: accounts,
});

describeOnEachDatabase('SEPA mandates on bank accounts on the $name database', (testApp) => {
  let client: TestClient;
  let other: TestClient;
  let first: { registration: string };

  const count = async (as: TestClient) =>
    (await as.request({ method: 'GET', url: `${persons}?range=0-99` })).json<unknown[]>().length;

  beforeAll(async () => {
    client = await testApp.tenantClient('mandates');
    other = await testApp.tenantClient('mandates-elsewhere');
    const created = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Harbour Cranes', [account([mandate('RUM-0001', { rumPlaceOfSignature: 'Nantes' })])]),
    });
    expect(created.statusCode, created.body).toBe(201);
    first = created.json();
  });

  it('keeps a bank account with its new fields and its mandate as they were sent', async () => {
    const read = await client.request({ method: 'GET', url: `${persons}/${first.registration}` });
    expect(read.json().bankAccounts).toEqual([
      account([mandate('RUM-0001', { rumPlaceOfSignature: 'Nantes' })]),
    ]);
  });

  it('refuses another person reusing a mandate reference, naming the field, and writes nothing', async () => {
    const before = await count(client);
    const answer = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Quay Logistics', [account([mandate('RUM-0002'), mandate('RUM-0001')])]),
    });
    expect(answer.statusCode).toBe(400);
    const field = 'bankAccounts[0].sepaMandates[1].rumReference';
    expect(answer.json()).toMatchObject({
      code: 'VALUE_ALREADY_EXISTS',
      message: `Value 'RUM-0001' already exists for field '${field}'`,
      errors: [{ field, code: 'VALUE_ALREADY_EXISTS' }],
    });
    expect(await count(client)).toBe(before);
  });

  it('refuses a reference used twice within one person, and leaves the stored person as it was', async () => {
    const url = `${persons}/${first.registration}`;
    const stored = (await client.request({ method: 'GET', url })).json();
    const answer = await client.request({
      method: 'PATCH',
      url,
      payload: {
        bankAccounts: [account([mandate('RUM-0001'), mandate('RUM-0003')]), account([mandate('RUM-0003')])],
      },
    });
    expect(answer.json()).toMatchObject({
      status: 400,
      code: 'VALUE_ALREADY_EXISTS',
      errors: [{ field: 'bankAccounts[1].sepaMandates[0].rumReference' }],
    });
    expect((await client.request({ method: 'GET', url })).json()).toEqual(stored);
  });

  it('lets a person keep its own mandate when saved again', async () => {
    const url = `${persons}/${first.registration}`;
    const answer = await client.request({
      method: 'PATCH',
      url,
      payload: { bankAccounts: [account([mandate('RUM-0001', { rumSequence: 'RCUR' })])] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().bankAccounts[0].sepaMandates[0].rumSequence).toBe('RCUR');
  });

  it('lets one of two saves racing for a new reference through, and refuses the other', async () => {
    const answers = await Promise.all(
      ['Racer one', 'Racer two'].map((name) =>
        client.request({
          method: 'POST',
          url: persons,
          payload: company(name, [account([mandate('RUM-RACE')])]),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe('VALUE_ALREADY_EXISTS');
  });

  it('refuses a creditor identifier whose check digits are wrong, and a bad IBAN, each by its field', async () => {
    const before = await count(client);
    const badCreditor = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Dock Rentals', [
        account([mandate('RUM-0100', { sepaCreditorIdentifier: 'FR71ZZZ123456' })]),
      ]),
    });
    expect(badCreditor.statusCode).toBe(400);
    expect(badCreditor.json().errors).toEqual([
      {
        field: 'bankAccounts[0].sepaMandates[0].sepaCreditorIdentifier',
        code: 'INVALID_FIELD_VALUE',
        message: 'SEPA creditor identifier is invalid',
      },
    ]);
    const badIban = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Dock Rentals', [
        account([mandate('RUM-0101')], { bankIban: 'FR7630006000011234567890188' }),
      ]),
    });
    expect(badIban.json()).toMatchObject({
      code: 'INVALID_IBAN',
      errors: [{ field: 'bankAccounts[0].bankIban', code: 'INVALID_IBAN', message: 'IBAN is invalid' }],
    });
    const noIban = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Dock Rentals', [account([mandate('RUM-0102')], { bankIban: undefined })]),
    });
    expect(noIban.json()).toMatchObject({
      code: 'MISSING_FIELD_IN_BODY',
      errors: [{ field: 'bankAccounts[0].bankIban', message: 'IBAN is mandatory' }],
    });
    expect(await count(client)).toBe(before);
  });

  it("never shows nor collides with another tenant's mandate references", async () => {
    expect(await count(other)).toBe(0);
    const elsewhere = await other.request({
      method: 'POST',
      url: persons,
      payload: company('Harbour Cranes elsewhere', [account([mandate('RUM-0001')])]),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const found = await client.request({ method: 'GET', url: `${persons}?range=0-99` });
    expect(found.json().map((person: { name: string }) => person.name)).not.toContain(
      'Harbour Cranes elsewhere',
    );
    // The first tenant's own reference is still its own, untouched by the other's.
    const again = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Late comer', [account([mandate('RUM-0001')])]),
    });
    expect(again.json().code).toBe('VALUE_ALREADY_EXISTS');
  });
});

describeOnEachDatabase('the register of mandates on the $name database', (testApp) => {
  const register = sepaEntity.apiPath;
  let client: TestClient;

  /** The register's entries of a person, by mandate reference. */
  const entriesOf = async (as: TestClient, person: string) => {
    const listed = await as.request({ method: 'GET', url: `${register}?personRegistration=${person}` });
    expect(listed.statusCode, listed.body).toBe(200);
    return Object.fromEntries(
      listed.json<EntityRecord[]>().map((entry) => [entry.rumReference, entry] as const),
    ) as Record<string, EntityRecord>;
  };
  const step = (registration: string, code: string) =>
    client.request({ method: 'GET', url: `${register}/${registration}/transitions/${code}` });

  beforeAll(async () => {
    client = await testApp.tenantClient('mandate-register');
  });

  it("follows the persons' accounts, and takes a clerk's step back to the account", async () => {
    const created = await client.request({
      method: 'POST',
      url: persons,
      payload: company('Dockside Leasing', [
        account([mandate('RUM-REG-1'), mandate('RUM-REG-2', { rumStatus: 'SUSPENDED', rumScheme: 'B2B' })], {
          bankName: 'Crédit Maritime',
        }),
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json<EntityRecord>();
    const entries = await entriesOf(client, person.registration);
    expect(entries['RUM-REG-1']).toMatchObject({
      status: 'ACTIVE',
      type: 'CORE',
      method: 'CORE',
      bank: 'Crédit Maritime',
      bankIban: iban,
      sepaCreditorIdentifier: creditor,
      rumSequence: 'FRST',
      personRegistration: person.registration,
    });
    expect(entries['RUM-REG-2']).toMatchObject({ status: 'SUSPENDED', method: 'B2B' });

    // The account changes: one mandate taken off, the other revoked; the register follows.
    const patched = await client.request({
      method: 'PATCH',
      url: `${persons}/${person.registration}`,
      payload: {
        bankAccounts: [account([mandate('RUM-REG-2', { rumStatus: 'REVOKED', lastReturnReason: 'MD06' })])],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await entriesOf(client, person.registration);
    expect(after['RUM-REG-1']).toMatchObject({ status: 'REMOVED' });
    expect(after['RUM-REG-2']).toMatchObject({ status: 'REVOKED', method: 'CORE', lastReturnReason: 'MD06' });

    // A clerk's step in the register is the mandate's step on the account.
    const activated = await step(String(after['RUM-REG-2']?.registration), 'ACTIVATE');
    expect(activated.json()).toMatchObject({ status: 'ACTIVE' });
    const read = await client.request({ method: 'GET', url: `${persons}/${person.registration}` });
    expect(read.json().bankAccounts[0].sepaMandates[0]).toMatchObject({
      rumReference: 'RUM-REG-2',
      rumStatus: 'ACTIVE',
    });
    // Taking a mandate off, or putting it back, is done on the person.
    const removal = await step(String(after['RUM-REG-2']?.registration), 'REMOVE');
    expect(removal.json()).toMatchObject({
      status: 409,
      code: 'MANDATE_STILL_ON_ACCOUNT',
      message: `Mandate "RUM-REG-2" is still on a bank account of ${person.registration}: remove it there`,
    });
    const back = await step(String(after['RUM-REG-1']?.registration), 'ACTIVATE');
    expect(back.json()).toMatchObject({ status: 409, code: 'MANDATE_NOT_ON_ACCOUNT' });
    expect((await entriesOf(client, person.registration))['RUM-REG-1']).toMatchObject({ status: 'REMOVED' });

    const elsewhere = await testApp.tenantClient('mandate-register-elsewhere');
    expect(await entriesOf(elsewhere, person.registration)).toEqual({});
  });
});
