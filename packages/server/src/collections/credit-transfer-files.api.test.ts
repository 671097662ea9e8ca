import type { EntityRecord } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { iso20022Problems } from './validate-iso20022.ts';

const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';
const bankAccounts = '/api/bank/bank-accounts';
const paymentFiles = '/api/bank/payment-files';
const creditTransfers = '/api/bank/payment-files/credit-transfers';
const companyIban = 'FR7630001007941234567890185';

type Run = EntityRecord & { notPaid: { registration: string; reason: string }[] };

describeOnEachDatabase('credit-transfer files of supplier payments on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let companyAccount: EntityRecord;
  let personsAccount: EntityRecord;

  const post = async (client: TestClient, url: string, payload: Record<string, unknown>) => {
    const response = await client.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EntityRecord>();
  };
  const get = async (client: TestClient, url: string) => {
    const response = await client.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EntityRecord>();
  };
  const supplier = (client: TestClient, name: string, accounts: Record<string, unknown>[]) =>
    post(client, persons, { type: 'C', name, bankAccounts: accounts });
  /** An issued invoice of the side given, to the payee, owing `balance`, due on the day. */
  const issuedInvoice = async (
    client: TestClient,
    payee: string,
    balance: number,
    dueDate: string,
    extra: Record<string, unknown> = {},
  ) => {
    const invoice = await post(client, invoices, {
      name: `Supplier invoice of ${dueDate}`,
      type: 'INVOICE',
      pr: 'P',
      persons: [{ role: 'PAYEE', personRegistration: payee }],
      amountExclTax: balance,
      amountInclTax: balance,
      totalBalance: balance,
      dueDate,
      ...extra,
    });
    return get(client, `${invoices}/${invoice.registration}/transitions/ISSUE`);
  };
  const filesOf = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: paymentFiles })).json<EntityRecord[]>();

  beforeAll(async () => {
    alpha = await testApp.tenantClient('ct-alpha');
    beta = await testApp.tenantClient('ct-beta');
    // A person's account, made first: the company does not pay from it, whatever its registration.
    const owner = await post(alpha, persons, { type: 'C', name: 'Client SA' });
    personsAccount = await post(alpha, bankAccounts, {
      name: 'Client account',
      personRegistration: owner.registration,
      bankIban: 'FR7630006000011234567890189',
    });
    await post(alpha, bankAccounts, { name: 'Closed', bankIban: companyIban, isInactive: true });
    companyAccount = await post(alpha, bankAccounts, {
      name: 'Payments',
      bankOwner: 'Lessor Leasing',
      bankIban: companyIban,
      bankBic: 'BDFEFRPP',
    });
    await post(beta, bankAccounts, { name: 'Payments', bankIban: companyIban });
  });

  it('pays the payable invoices due whose suppliers have an IBAN, in a file valid against the ISO schema', async () => {
    const garage = await supplier(alpha, 'Garage du Port', [
      { name: 'Main', bankIban: 'FR1420041010050500013M02606', bankBic: 'PSSTFRPPMON' },
    ]);
    const muller = await supplier(alpha, 'Müller GmbH', [
      { name: 'Main', bankIban: 'DE02120300000000202051' },
    ]);
    const noIban = await supplier(alpha, 'Sans IBAN', [{ name: 'Main', bankName: 'Unknown' }]);
    const asset = await issuedInvoice(alpha, garage.registration, 1200.1, '2026-12-05', {
      invoiceNumber: 'F-2026-118',
      paymentMode: 'TRANSFER',
    });
    const commission = await issuedInvoice(alpha, muller.registration, 0.2, '2026-12-01');
    const unpayable = await issuedInvoice(alpha, noIban.registration, 50, '2026-12-02');
    const later = await issuedInvoice(alpha, garage.registration, 300, '2027-01-05');
    const byCheque = await issuedInvoice(alpha, garage.registration, 40, '2026-12-01', {
      paymentMode: 'CHEQUE',
    });
    const receivable = await issuedInvoice(alpha, garage.registration, 70, '2026-12-01', { pr: 'R' });

    const response = await alpha.request({
      method: 'POST',
      url: creditTransfers,
      payload: { executionDate: '2026-12-07' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<Run>();
    expect(file).toMatchObject({
      type: 'CREDIT_TRANSFER',
      status: 'GENERATED',
      // Days are kept as UTC midnights.
      collectionDate: '2026-12-07T00:00:00.000Z',
      bankAccountRegistration: companyAccount.registration,
      amount: 1200.3,
      lineCount: 2,
      currency: 'EUR',
    });
    expect(file.notPaid).toEqual([
      {
        registration: unpayable.registration,
        reason: `Its payee ${noIban.registration} has no active bank account with an IBAN`,
      },
    ]);

    const content = await alpha.request({
      method: 'GET',
      url: `${paymentFiles}/${file.registration}/content`,
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toContain('application/xml');
    expect(await iso20022Problems(content.body, 'pain.001.001.09')).toEqual([]);
    const message = new XMLParser({
      parseTagValue: false,
      isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
    }).parse(content.body).Document.CstmrCdtTrfInitn;
    expect(message.GrpHdr).toMatchObject({ MsgId: file.registration, NbOfTxs: '2', CtrlSum: '1200.30' });
    const [block] = message.PmtInf;
    expect(block).toMatchObject({
      ReqdExctnDt: { Dt: '2026-12-07' },
      DbtrAcct: { Id: { IBAN: companyIban } },
      DbtrAgt: { FinInstnId: { BICFI: 'BDFEFRPP' } },
    });
    expect(
      block.CdtTrfTxInf.map((payment: { PmtId: { EndToEndId: string }; RmtInf: { Ustrd: string } }) => [
        payment.PmtId.EndToEndId,
        payment.RmtInf.Ustrd,
      ]),
    ).toEqual([
      [commission.registration, `Invoice ${commission.registration}`],
      [asset.registration, 'Invoice F-2026-118'],
    ]);

    // The invoices paid wait for the bank; the others are as they were.
    const statusOf = async (invoice: EntityRecord) =>
      (await get(alpha, `${invoices}/${invoice.registration}`)).status;
    expect(await statusOf(asset)).toBe('PAYMENT_PENDING');
    expect(await statusOf(commission)).toBe('PAYMENT_PENDING');
    for (const untouched of [unpayable, later, byCheque, receivable])
      expect(await statusOf(untouched)).toBe('ISSUED');
    const lines = await alpha.request({
      method: 'GET',
      url: `/api/bank/payment-file-lines?paymentFileRegistration=${file.registration}`,
    });
    expect(
      lines
        .json<EntityRecord[]>()
        .map((line) => [line.type, line.invoiceRegistration, line.amount])
        .sort(),
    ).toEqual(
      [
        ['CREDIT_TRANSFER', asset.registration, 1200.1],
        ['CREDIT_TRANSFER', commission.registration, 0.2],
      ].sort(),
    );

    // Nothing is left to pay by that day; once the bank has paid, the invoice is paid.
    const none = await alpha.request({
      method: 'POST',
      url: creditTransfers,
      payload: { executionDate: '2026-12-07' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'NOTHING_TO_PAY',
      message: 'No payable invoice due by 2026-12-07 can be paid by transfer',
    });
    const paid = await get(alpha, `${invoices}/${asset.registration}/transitions/PAY`);
    expect(paid).toMatchObject({ status: 'PAID', totalBalance: 0 });
  });

  it("never reads another tenant's invoices or files", async () => {
    expect(await filesOf(beta)).toEqual([]);
    const response = await beta.request({
      method: 'POST',
      url: creditTransfers,
      payload: { executionDate: '2026-12-31' },
    });
    expect(response.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });
    const [alphaFile] = await filesOf(alpha);
    expect(alphaFile).toBeDefined();
    const foreign = await beta.request({
      method: 'GET',
      url: `${paymentFiles}/${alphaFile?.registration}/content`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a request it cannot read, or an account that cannot pay, and writes nothing', async () => {
    const garage = await supplier(alpha, 'Garage Refus', [
      { name: 'Main', bankIban: 'FR1420041010050500013M02606' },
    ]);
    const waiting = await issuedInvoice(alpha, garage.registration, 10, '2026-12-20');
    const refused = async (client: TestClient, payload: unknown, status: number, code: string) => {
      const response = await client.request({
        method: 'POST',
        url: creditTransfers,
        payload: payload as object,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code });
    };
    const filesBefore = (await filesOf(alpha)).length;
    await refused(alpha, {}, 400, 'MISSING_FIELD_IN_BODY');
    await refused(alpha, { executionDate: '2026-02-30' }, 400, 'INVALID_DATE');
    await refused(alpha, { executionDate: '20261231' }, 400, 'INVALID_DATE');
    await refused(
      alpha,
      { executionDate: '2026-12-31', dueDate: '2026-12-31' },
      400,
      'INVALID_FIELD_IN_BODY',
    );
    await refused(
      alpha,
      { executionDate: '2026-12-31', debtorBankAccount: '' },
      400,
      'INVALID_NON_EMPTY_STRING_FIELD',
    );
    await refused(
      alpha,
      { executionDate: '2026-12-31', debtorBankAccount: 'BKA99999999' },
      404,
      'ENTITY_REGISTRATION_NOT_FOUND',
    );
    await refused(
      alpha,
      { executionDate: '2026-12-31', debtorBankAccount: personsAccount.registration },
      409,
      'NOT_A_COMPANY_ACCOUNT',
    );
    const gamma = await testApp.tenantClient('ct-gamma');
    await refused(gamma, { executionDate: '2026-12-31' }, 409, 'NO_DEBTOR_ACCOUNT');
    expect(await filesOf(alpha)).toHaveLength(filesBefore);
    expect((await get(alpha, `${invoices}/${waiting.registration}`)).status).toBe('ISSUED');
  });

  it('needs the right to write invoices as well as payment files', async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, {
      FILER: ['read all', `write ${paymentFiles}`],
    });
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'filer@ct-alpha', profiles: ['FILER'] },
    });
    const filer = await testApp.userClient('ct-alpha', 'filer@ct-alpha');
    const response = await filer.request({
      method: 'POST',
      url: creditTransfers,
      payload: { executionDate: '2026-12-31' },
    });
    expect(response.json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: "Permission 'write /api/billing/invoices' is required",
    });
  });
});
