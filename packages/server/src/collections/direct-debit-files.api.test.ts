import { type EntityRecord, type JobView, jobPaths } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, followJob, type TestClient } from '../testing/index.ts';
import { iso20022Problems } from './validate-iso20022.ts';

const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';
const bankAccounts = '/api/bank/bank-accounts';
const paymentFiles = '/api/bank/payment-files';
const directDebits = '/api/bank/payment-files/direct-debits';
const creditorId = 'FR72ZZZ123456';

describeOnEachDatabase('direct-debit collection files on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

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
  const payerWithMandate = (
    client: TestClient,
    lastName: string,
    reference: string,
    sequence: 'FRST' | 'RCUR',
  ) =>
    post(client, persons, {
      type: 'I',
      firstName: 'Émilie',
      lastName,
      bankAccounts: [
        {
          name: 'Main',
          bankIban: 'FR7630006000011234567890189',
          sepaMandates: [
            {
              rumReference: reference,
              sepaCreditorIdentifier: creditorId,
              rumDateOfSignature: '2025-01-15',
              rumType: 'RCUR',
              rumStatus: 'ACTIVE',
              rumSequence: sequence,
            },
          ],
        },
      ],
    });
  /** An issued receivable invoice of the payer, owing `balance`, due on the day. */
  const issuedInvoice = async (
    client: TestClient,
    payer: string,
    balance: number,
    dueDate: string,
    extra = {},
  ) => {
    const invoice = await post(client, invoices, {
      name: `Instalment of ${dueDate}`,
      type: 'SCHEDULE',
      pr: 'R',
      persons: [{ role: 'PAYER', personRegistration: payer }],
      amountExclTax: balance,
      amountInclTax: balance,
      totalBalance: balance,
      dueDate,
      ...extra,
    });
    return get(client, `${invoices}/${invoice.registration}/transitions/ISSUE`);
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('dd-alpha');
    beta = await testApp.tenantClient('dd-beta');
    for (const client of [alpha, beta]) {
      await post(client, bankAccounts, {
        name: 'Collections',
        bankOwner: 'Lessor Leasing',
        bankIban: 'FR7630001007941234567890185',
        bankBic: 'BDFEFRPP',
        sepaCreditorIdentifier: creditorId,
      });
    }
  });

  it("collects the invoices due whose payers' mandates allow it, in a file valid against the ISO schema", async () => {
    const durand = await payerWithMandate(alpha, 'Durand', 'RUM-DURAND', 'FRST');
    const martin = await payerWithMandate(alpha, 'Martin', 'RUM-MARTIN', 'RCUR');
    const stranger = await post(alpha, persons, { type: 'I', firstName: 'No', lastName: 'Mandate' });
    const first = await issuedInvoice(alpha, durand.registration, 761.38, '2026-12-05');
    const secondOfFirst = await issuedInvoice(alpha, durand.registration, 761.38, '2026-12-06');
    const recurring = await issuedInvoice(alpha, martin.registration, 250.1, '2026-12-01');
    const byTransfer = await issuedInvoice(alpha, martin.registration, 99, '2026-12-01', {
      paymentMode: 'TRANSFER',
    });
    const later = await issuedInvoice(alpha, martin.registration, 250.1, '2027-01-05');
    const unmandated = await issuedInvoice(alpha, stranger.registration, 10, '2026-12-01');
    await post(beta, invoices, { name: 'Beta', pr: 'R', totalBalance: 5, dueDate: '2026-12-01' });

    const response = await alpha.request({
      method: 'POST',
      url: directDebits,
      payload: { dueDate: '2026-12-07' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<EntityRecord & { notCollected: { registration: string; reason: string }[] }>();
    expect(file).toMatchObject({
      type: 'DIRECT_DEBIT',
      status: 'GENERATED',
      // Days are kept as UTC midnights.
      collectionDate: '2026-12-07T00:00:00.000Z',
      amount: 1011.48,
      lineCount: 2,
      currency: 'EUR',
    });
    expect(file.notCollected).toEqual([
      {
        registration: unmandated.registration,
        reason: `Its payer ${stranger.registration} has no active SEPA mandate for ${creditorId}`,
      },
      {
        registration: secondOfFirst.registration,
        reason: 'Mandate RUM-DURAND is collected for the first time in this file',
      },
    ]);

    const content = await alpha.request({
      method: 'GET',
      url: `${paymentFiles}/${file.registration}/content`,
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toContain('application/xml');
    expect(await iso20022Problems(content.body, 'pain.008.001.08')).toEqual([]);
    const message = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'PmtInf' }).parse(
      content.body,
    ).Document.CstmrDrctDbtInitn;
    expect(message.GrpHdr).toMatchObject({ MsgId: file.registration, NbOfTxs: '2', CtrlSum: '1011.48' });
    expect(message.PmtInf.map((batch: { PmtTpInf: { SeqTp: string } }) => batch.PmtTpInf.SeqTp)).toEqual([
      'FRST',
      'RCUR',
    ]);

    // The collected invoices wait for the bank; the others are as they were.
    const statusOf = async (invoice: EntityRecord) =>
      (await get(alpha, `${invoices}/${invoice.registration}`)).status;
    expect(await statusOf(first)).toBe('COLLECTION_PENDING');
    expect(await statusOf(recurring)).toBe('COLLECTION_PENDING');
    for (const untouched of [secondOfFirst, byTransfer, later, unmandated])
      expect(await statusOf(untouched)).toBe('ISSUED');
    const mandateOf = async (payer: EntityRecord) =>
      (
        (await get(alpha, `${persons}/${payer.registration}`)).bankAccounts as {
          sepaMandates: Record<string, unknown>[];
        }[]
      )[0]?.sepaMandates[0];
    expect(await mandateOf(durand)).toMatchObject({ rumSequence: 'FRST' });
    const lines = await alpha.request({
      method: 'GET',
      url: `/api/bank/payment-file-lines?paymentFileRegistration=${file.registration}&sort=registration`,
    });
    expect(
      lines
        .json<EntityRecord[]>()
        .map((line) => [line.invoiceRegistration, line.mandateReference, line.sequenceType]),
    ).toEqual([
      [first.registration, 'RUM-DURAND', 'FRST'],
      [recurring.registration, 'RUM-MARTIN', 'RCUR'],
    ]);

    // Sent: Durand's mandate was collected for the first time, its next collection is recurring,
    // and what it was collected under is kept.
    await get(alpha, `${paymentFiles}/${file.registration}/transitions/SEND`);
    expect(await mandateOf(durand)).toMatchObject({
      rumSequence: 'RCUR',
      lastCollectedOn: '2026-12-07T00:00:00.000Z',
      lastCollectedReference: 'RUM-DURAND',
      lastCollectedIban: 'FR7630006000011234567890189',
    });

    // A second file for the same day finds Durand's second instalment, now recurring, and nothing else.
    const next = await alpha.request({
      method: 'POST',
      url: directDebits,
      payload: { dueDate: '2026-12-07' },
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json<EntityRecord>()).toMatchObject({ lineCount: 1, amount: 761.38 });
    // And then nothing is left to collect.
    const none = await alpha.request({
      method: 'POST',
      url: directDebits,
      payload: { dueDate: '2026-12-07' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'NOTHING_TO_COLLECT',
      message: 'No invoice due by 2026-12-07 can be collected by direct debit',
    });
  });

  it('cancels a file not sent yet: its invoices owe again as before, and a sent file stays', async () => {
    const gamma = await testApp.tenantClient('dd-gamma');
    await post(gamma, bankAccounts, {
      name: 'Collections',
      bankIban: 'FR7630001007941234567890185',
      sepaCreditorIdentifier: creditorId,
    });
    const leroy = await payerWithMandate(gamma, 'Leroy', 'RUM-LEROY', 'FRST');
    const whole = await issuedInvoice(gamma, leroy.registration, 120, '2027-02-01');
    const make = () =>
      gamma.request({
        method: 'POST',
        url: directDebits,
        payload: { dueDate: '2027-02-01' },
        headers: { 'idempotency-key': 'february-file' },
      });
    const file = (await make()).json<EntityRecord>();
    expect(file).toMatchObject({ lineCount: 1, amount: 120 });
    // A retry with the same key answers the same file, where a new request finds nothing left.
    expect((await make()).json()).toMatchObject({ registration: file.registration, lineCount: 1 });
    const cancelled = await get(gamma, `${paymentFiles}/${file.registration}/transitions/CANCEL`);
    expect(cancelled.status).toBe('CANCELLED');
    expect(await get(gamma, `${invoices}/${whole.registration}`)).toMatchObject({
      status: 'ISSUED',
      totalBalance: 120,
    });
    // The mandate never went to the bank: its first collection is still to come.
    const mandate = (
      (await get(gamma, `${persons}/${leroy.registration}`)).bankAccounts as {
        sepaMandates: Record<string, unknown>[];
      }[]
    )[0]?.sepaMandates[0];
    expect(mandate).toMatchObject({ rumSequence: 'FRST' });
    expect(mandate?.lastCollectedOn).toBeUndefined();
    // Collected again, sent: it cannot be cancelled any more.
    const again = await post(gamma, directDebits, { dueDate: '2027-02-01' });
    await get(gamma, `${paymentFiles}/${again.registration}/transitions/SEND`);
    const refused = await gamma.request({
      method: 'GET',
      url: `${paymentFiles}/${again.registration}/transitions/CANCEL`,
    });
    expect(refused.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
  });

  it('makes the file as a job a client may follow, once per idempotency key', async () => {
    const delta = await testApp.tenantClient('dd-delta');
    await post(delta, bankAccounts, {
      name: 'Collections',
      bankIban: 'FR7630001007941234567890185',
      sepaCreditorIdentifier: creditorId,
    });
    const morel = await payerWithMandate(delta, 'Morel', 'RUM-MOREL', 'RCUR');
    for (const dueDate of ['2027-03-01', '2027-03-02', '2027-03-03'])
      await issuedInvoice(delta, morel.registration, 80.25, dueDate);
    const start = () =>
      delta.request({
        method: 'POST',
        url: directDebits,
        payload: { dueDate: '2027-03-05' },
        headers: { prefer: 'respond-async', 'idempotency-key': 'march-file' },
      });
    const started = await start();
    expect(started.statusCode, started.body).toBe(202);
    const { job } = started.json<JobView>();
    expect(job).toMatchObject({
      type: 'PAYMENT',
      scriptName: 'direct-debit-file',
      entityName: 'PaymentFile',
    });
    expect(started.headers.location).toBe(jobPaths.job(job._id));
    const done = await followJob(delta, { job });
    expect(done.job).toMatchObject({ status: 'SUCCESS', processed: 3, total: 3 });
    const file = done.answer as EntityRecord & { notCollected: unknown[] };
    expect(file).toMatchObject({ status: 'GENERATED', lineCount: 3, amount: 240.75, notCollected: [] });
    expect(done.job.resultRegistration).toBe(file.registration);
    // The same key again follows the same job, ended: its file, and no second one.
    const replay = await start();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ registration: file.registration, lineCount: 3 });
    const files = (await delta.request({ method: 'GET', url: paymentFiles })).json<EntityRecord[]>();
    expect(files.map((found) => found.registration)).toEqual([file.registration]);
  });

  it("never reads another tenant's invoices or files", async () => {
    const beforeFiles = await beta.request({ method: 'GET', url: paymentFiles });
    expect(beforeFiles.json<EntityRecord[]>()).toEqual([]);
    const response = await beta.request({
      method: 'POST',
      url: directDebits,
      payload: { dueDate: '2026-12-31' },
    });
    expect(response.json()).toMatchObject({ code: 'NOTHING_TO_COLLECT' });
    const alphaFiles = (await alpha.request({ method: 'GET', url: paymentFiles })).json<EntityRecord[]>();
    const [alphaFile] = alphaFiles;
    expect(alphaFile).toBeDefined();
    const foreign = await beta.request({
      method: 'GET',
      url: `${paymentFiles}/${alphaFile?.registration}/content`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a request it cannot read, or an account that cannot collect, and writes nothing', async () => {
    const refused = async (payload: unknown, status: number, code: string) => {
      const response = await alpha.request({ method: 'POST', url: directDebits, payload: payload as object });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code });
    };
    const filesBefore = (await alpha.request({ method: 'GET', url: paymentFiles })).json<EntityRecord[]>()
      .length;
    await refused({}, 400, 'MISSING_FIELD_IN_BODY');
    await refused({ dueDate: '2026-02-30' }, 400, 'INVALID_DATE');
    await refused({ dueDate: '2026-12-07', other: 1 }, 400, 'INVALID_FIELD_IN_BODY');
    await refused(
      { dueDate: '2026-12-07', creditorBankAccount: 'BKA99999999' },
      404,
      'ENTITY_REGISTRATION_NOT_FOUND',
    );
    const plain = await post(alpha, bankAccounts, { name: 'Plain', bankIban: 'FR7630001007941234567890185' });
    await refused(
      { dueDate: '2026-12-07', creditorBankAccount: plain.registration },
      409,
      'CREDITOR_IDENTIFIER_MISSING',
    );
    expect((await alpha.request({ method: 'GET', url: paymentFiles })).json<EntityRecord[]>()).toHaveLength(
      filesBefore,
    );
  });

  it('needs the right to write invoices as well as payment files', async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, {
      FILER: ['read all', `write ${paymentFiles}`],
    });
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'filer@dd-alpha', profiles: ['FILER'] },
    });
    const filer = await testApp.userClient('dd-alpha', 'filer@dd-alpha');
    const response = await filer.request({
      method: 'POST',
      url: directDebits,
      payload: { dueDate: '2026-12-07' },
    });
    expect(response.json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: "Permission 'write /api/billing/invoices' is required",
    });
  });
});
