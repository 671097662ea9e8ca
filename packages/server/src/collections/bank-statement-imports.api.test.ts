import {
  bankTransactionAllocationsPath,
  type EntityRecord,
  type ImportedBankStatement,
  type JobView,
  jobPaths,
} from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { camt053Xml, statementAfterCollection } from '@lessor/domain/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';

const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';
const bankAccounts = '/api/bank/bank-accounts';
const paymentFiles = '/api/bank/payment-files';
const statements = '/api/bank/bank-statements';
const transactions = '/api/bank/bank-transactions';
const allocations = '/api/billing/cashflow-allocations';
const tasks = '/api/core/tasks';
const imports = '/api/bank/bank-statements/imports';
const creditorId = 'FR72ZZZ123456';
const collectionIban = 'FR7630001007941234567890185';

describeOnEachDatabase('bank statement imports on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const send = async (client: TestClient, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await client.request({ method, url, ...(payload ? { payload } : {}) } as never);
    expect(response.statusCode, response.body).toBe(method === 'GET' ? 200 : 201);
    return response.json<EntityRecord>();
  };
  const list = async (client: TestClient, url: string) => {
    const response = await client.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EntityRecord[]>();
  };
  const upload = (client: TestClient, xml: string, fileName = 'statement.xml', idempotencyKey?: string) => {
    const body = multipart([{ name: 'file', fileName, type: 'application/xml', value: xml }]);
    return client.request({
      method: 'POST',
      url: imports,
      payload: body.payload,
      headers: { ...body.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    });
  };
  const payer = (client: TestClient, lastName: string, iban: string) =>
    send(client, 'POST', persons, {
      type: 'I',
      firstName: 'Camille',
      lastName,
      bankAccounts: [
        {
          name: 'Main',
          bankIban: iban,
          sepaMandates: [
            {
              rumReference: `RUM-${lastName.toUpperCase()}`,
              sepaCreditorIdentifier: creditorId,
              rumDateOfSignature: '2025-01-15',
              rumType: 'RCUR',
              rumStatus: 'ACTIVE',
              rumSequence: 'RCUR',
            },
          ],
        },
      ],
    });
  const issued = async (client: TestClient, payerRegistration: string, balance: number, extra = {}) => {
    const invoice = await send(client, 'POST', invoices, {
      name: 'Instalment',
      type: 'SCHEDULE',
      pr: 'R',
      persons: [{ role: 'PAYER', personRegistration: payerRegistration }],
      amountExclTax: balance,
      amountInclTax: balance,
      totalBalance: balance,
      dueDate: '2026-12-05',
      ...extra,
    });
    return send(client, 'GET', `${invoices}/${invoice.registration}/transitions/ISSUE`);
  };
  const invoice = (client: TestClient, registration: string) =>
    send(client, 'GET', `${invoices}/${registration}`);

  beforeAll(async () => {
    alpha = await testApp.tenantClient('stmt-alpha');
    beta = await testApp.tenantClient('stmt-beta');
    for (const client of [alpha, beta]) {
      await send(client, 'POST', bankAccounts, {
        name: 'Collections',
        bankOwner: 'Lessor Leasing',
        bankIban: collectionIban,
        sepaCreditorIdentifier: creditorId,
      });
    }
  });

  it('pays the invoices a collection file collected, reopens the returned ones and leaves the rest to a clerk', async () => {
    const durand = await payer(alpha, 'Durand', 'FR7630006000011234567890189');
    const petit = await payer(alpha, 'Petit', 'DE89370400440532013000');
    const roux = await payer(alpha, 'Roux', 'NL91ABNA0417164300');
    const paid = await issued(alpha, durand.registration, 761.38);
    const returned = await issued(alpha, petit.registration, 250.1);
    const overdue = await issued(alpha, roux.registration, 99.9, { paymentMode: 'TRANSFER' });
    const file = await send(alpha, 'POST', `${paymentFiles}/direct-debits`, { dueDate: '2026-12-07' });
    const content = await alpha.request({
      method: 'GET',
      url: `${paymentFiles}/${file.registration}/content`,
    });
    const xml = statementAfterCollection(content.body, {
      returns: [{ endToEndId: returned.registration, reason: 'AM04' }],
      // Paid from another account than the payer's, naming no invoice: nothing sure to go on.
      transfers: [
        {
          amount: '99.90',
          name: 'Roux SARL',
          iban: 'FR1420041010050500013M02606',
          remittance: 'Loyer decembre',
        },
      ],
    });

    const response = await upload(alpha, xml, 'december.xml');
    expect(response.statusCode, response.body).toBe(201);
    const statement = response.json<ImportedBankStatement>();
    expect(statement).toMatchObject({
      status: 'RECEIVED',
      bankAccountRegistration: expect.stringMatching(/^BKA/),
      counts: { transactions: 4, matched: 2, returned: 1, toReconcile: 1 },
      transactionCount: 4,
      toReconcileCount: 1,
    });
    // The file itself is the statement's document.
    const documents = await list(alpha, `${statements}/${statement.registration}/documents`);
    expect(documents.map((document) => document.type)).toEqual(['CAMT053']);

    expect(await invoice(alpha, paid.registration)).toMatchObject({ status: 'PAID', totalBalance: 0 });
    const reopened = await invoice(alpha, returned.registration);
    expect(reopened).toMatchObject({ status: 'ISSUED', totalBalance: 250.1 });
    const [payment] = await list(alpha, `${allocations}?invoiceRegistration=${returned.registration}`);
    expect(payment).toMatchObject({ status: 'INACTIVE', amount: 250.1 });
    const mandated = await send(alpha, 'GET', `${persons}/${petit.registration}`);
    expect(mandated).toMatchObject({ bankAccounts: [{ sepaMandates: [expect.anything()] }] });
    expect((mandated.bankAccounts as { sepaMandates: unknown[] }[])[0]?.sepaMandates[0]).toMatchObject({
      lastReturnReason: 'AM04 Insufficient funds',
      lastReturnDate: '2026-12-07T00:00:00.000Z',
    });
    const [task] = await list(alpha, `${tasks}?entityRegistration=${returned.registration}`);
    expect(task).toMatchObject({
      subject: `Direct debit of ${returned.registration} returned: AM04 Insufficient funds`,
      status: 'TODO',
      priority: 'HIGH',
    });

    // The transfer names nothing: it waits for a clerk, with the one invoice of its amount suggested.
    const pending = await list(
      alpha,
      `${transactions}?statementRegistration=${statement.registration}&status=PENDING`,
    );
    expect(pending).toHaveLength(1);
    const [transfer] = pending;
    expect(transfer).toMatchObject({
      type: 'CREDIT',
      amount: 99.9,
      counterparty: 'Roux SARL',
      remittance: 'Loyer decembre',
      invoiceRegistration: overdue.registration,
      matchedBy: 'AMOUNT_ALONE',
      confidence: 0.5,
    });
    const allocated = await send(alpha, 'POST', bankTransactionAllocationsPath(transfer?._id ?? ''), {
      allocations: [{ invoiceRegistration: overdue.registration, amount: '99.90' }],
    });
    expect(allocated).toMatchObject({ status: 'MATCHED', allocatedAmount: 99.9 });
    expect(await invoice(alpha, overdue.registration)).toMatchObject({ status: 'PAID' });
    expect(await send(alpha, 'GET', `${statements}/${statement.registration}`)).toMatchObject({
      status: 'PROCESSED',
      toReconcileCount: 0,
      matchedCount: 3,
    });

    // The same statement again would pay twice: refused, nothing written.
    const again = await upload(alpha, xml);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'STATEMENT_ALREADY_IMPORTED',
      message: `Statement "STMT-${file.registration}" of account ${statement.bankAccountRegistration} was already imported as ${statement.registration}`,
    });
    expect(await list(alpha, statements)).toHaveLength(1);
    // Nothing crossed to the other tenant.
    expect(await list(beta, statements)).toEqual([]);
    expect(await list(beta, transactions)).toEqual([]);
    // Nor can the other tenant allocate this tenant's payment, even knowing its id.
    const [ours] = await list(alpha, `${transactions}?statementRegistration=${statement.registration}`);
    const foreign = await beta.request({
      method: 'POST',
      url: bankTransactionAllocationsPath(ours?._id ?? ''),
      payload: { allocations: [{ invoiceRegistration: paid.registration, amount: '1' }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('splits one payment over two invoices, and one invoice over two payments, by hand', async () => {
    const client = await payer(beta, 'Leroy', 'FR7630006000011234567890189');
    const first = await issued(beta, client.registration, 100);
    const second = await issued(beta, client.registration, 60);
    const xml = camt053Xml({
      messageId: 'MSG-SPLIT',
      id: 'STMT-SPLIT',
      createdAt: new Date('2026-12-08T20:00:00Z'),
      account: { iban: collectionIban, currency: 'EUR' },
      openingBalance: '1000.00',
      entries: [
        {
          amount: '130.00',
          direction: 'CRDT',
          bookedOn: '2026-12-08',
          transactions: [{ amount: '130.00', counterparty: { name: 'Leroy' }, remittance: 'Loyers' }],
        },
        {
          amount: '30.00',
          direction: 'CRDT',
          bookedOn: '2026-12-08',
          transactions: [{ amount: '30.00', counterparty: { name: 'Leroy' }, remittance: 'Solde' }],
        },
      ],
    });
    const imported = (await upload(beta, xml, 'split.xml', 'import-split')).json<ImportedBankStatement>();
    expect(imported.counts).toEqual({ transactions: 2, matched: 0, returned: 0, toReconcile: 2 });
    // A client retrying with its key gets the first answer; a second upload without one is refused.
    const replayed = await upload(beta, xml, 'split.xml', 'import-split');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toMatchObject({ registration: imported.registration, counts: imported.counts });
    expect((await upload(beta, xml)).json()).toMatchObject({ code: 'STATEMENT_ALREADY_IMPORTED' });
    const [big, small] = await list(
      beta,
      `${transactions}?statementRegistration=${imported.registration}&sort=-amount`,
    );

    const allocate = (transaction: EntityRecord | undefined, shares: [string, string][]) =>
      beta.request({
        method: 'POST',
        url: bankTransactionAllocationsPath(transaction?._id ?? ''),
        payload: {
          allocations: shares.map(([invoiceRegistration, amount]) => ({ invoiceRegistration, amount })),
        },
      });
    // More than the payment, or more than an invoice owes: refused, nothing written.
    const tooMuch = await allocate(big, [
      [first.registration, '100'],
      [second.registration, '40'],
    ]);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'ALLOCATION_EXCEEDS_PAYMENT',
      message: `Allocating 140.00 exceeds the 130.00 left of bank transaction "${big?.registration}"`,
    });
    const overOwed = await allocate(big, [[second.registration, '60.01']]);
    expect(overOwed.json()).toMatchObject({
      code: 'ALLOCATION_EXCEEDS_BALANCE',
      message: `Allocating 60.01 to invoice "${second.registration}" exceeds the 60.00 it still owes`,
    });
    expect(await list(beta, `${allocations}?bankTransactionRegistration=${big?.registration}`)).toEqual([]);

    // 130 pays the first invoice and half the second; 30 pays the rest of the second.
    expect(
      (
        await allocate(big, [
          [first.registration, '100'],
          [second.registration, '30'],
        ])
      ).json(),
    ).toMatchObject({
      status: 'MATCHED',
      allocatedAmount: 130,
    });
    expect(await invoice(beta, first.registration)).toMatchObject({ status: 'PAID', totalBalance: 0 });
    expect(await invoice(beta, second.registration)).toMatchObject({
      status: 'PARTIALLY_PAID',
      totalBalance: 30,
    });
    expect((await allocate(small, [[second.registration, '30.00']])).statusCode).toBe(201);
    expect(await invoice(beta, second.registration)).toMatchObject({ status: 'PAID', totalBalance: 0 });
    const shares = await list(
      beta,
      `${allocations}?invoiceRegistration=${second.registration}&sort=registration`,
    );
    expect(shares.map((share) => [share.bankTransactionRegistration, share.amount, share.status])).toEqual([
      [big?.registration, 30, 'ACTIVE'],
      [small?.registration, 30, 'ACTIVE'],
    ]);
    expect(await send(beta, 'GET', `${statements}/${imported.registration}`)).toMatchObject({
      status: 'PROCESSED',
      matchedCount: 2,
      toReconcileCount: 0,
    });
    // Allocated is on the books: allocating it again is refused.
    expect((await allocate(small, [[first.registration, '1']])).json()).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
    });
  });

  it('reads our transfers back: the suppliers paid, and one whose bank sent the money back', async () => {
    const supplier = (name: string, iban: string) =>
      send(beta, 'POST', persons, { type: 'C', name, bankAccounts: [{ name: 'Main', bankIban: iban }] });
    const garage = await supplier('Garage Durand', 'FR7630006000011234567890189');
    const dealer = await supplier('Concession Martin', 'DE89370400440532013000');
    const payable = async (payee: EntityRecord, amount: number) => {
      const invoice = await send(beta, 'POST', invoices, {
        name: 'Asset invoice',
        pr: 'P',
        paymentMode: 'TRANSFER',
        persons: [{ role: 'PAYEE', personRegistration: payee.registration }],
        amountInclTax: amount,
        totalBalance: amount,
        dueDate: '2026-12-10',
      });
      return send(beta, 'GET', `${invoices}/${invoice.registration}/transitions/ISSUE`);
    };
    const paid = await payable(garage, 18_450.5);
    const bounced = await payable(dealer, 990);
    const file = await send(beta, 'POST', `${paymentFiles}/credit-transfers`, {
      executionDate: '2026-12-10',
    });
    expect(file).toMatchObject({ lineCount: 2 });
    const xml = camt053Xml({
      messageId: 'MSG-TRANSFERS',
      id: 'STMT-TRANSFERS',
      createdAt: new Date('2026-12-11T20:00:00Z'),
      account: { iban: collectionIban, currency: 'EUR' },
      openingBalance: '50000.00',
      entries: [
        {
          amount: '19440.50',
          direction: 'DBIT',
          bookedOn: '2026-12-10',
          transactions: [
            { amount: '18450.50', endToEndId: paid.registration, counterparty: { name: 'Garage Durand' } },
            {
              amount: '990.00',
              endToEndId: bounced.registration,
              counterparty: { name: 'Concession Martin' },
            },
          ],
        },
        {
          amount: '990.00',
          direction: 'CRDT',
          bookedOn: '2026-12-11',
          transactions: [
            {
              amount: '990.00',
              endToEndId: bounced.registration,
              counterparty: { name: 'Concession Martin' },
              returnReason: 'AC04',
            },
          ],
        },
        {
          amount: '5.00',
          direction: 'CRDT',
          bookedOn: '2026-12-11',
          transactions: [{ amount: '5.00', counterparty: { name: 'Someone' }, remittance: 'Refund' }],
        },
      ],
    });
    const imported = (await upload(beta, xml)).json<ImportedBankStatement>();
    expect(imported.counts).toEqual({ transactions: 4, matched: 2, returned: 1, toReconcile: 1 });
    expect(await invoice(beta, paid.registration)).toMatchObject({ status: 'PAID', totalBalance: 0 });
    expect(await invoice(beta, bounced.registration)).toMatchObject({ status: 'ISSUED', totalBalance: 990 });
    const [task] = await list(beta, `${tasks}?entityRegistration=${bounced.registration}`);
    expect(task?.subject).toBe(
      `Transfer paying ${bounced.registration} returned: AC04 Closed account number`,
    );
    // Money received never settles what we owe: the 5.00 naming nothing is still to reconcile.
    const pending = await list(
      beta,
      `${transactions}?statementRegistration=${imported.registration}&status=PENDING`,
    );
    expect(pending.map((transaction) => transaction.amount)).toEqual([5]);
    const [credit] = pending;
    const refused = await beta.request({
      method: 'POST',
      url: bankTransactionAllocationsPath(credit?._id ?? ''),
      payload: { allocations: [{ invoiceRegistration: bounced.registration, amount: '5' }] },
    });
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_DIRECTION_MISMATCH',
      message: `Bank transaction "${credit?.registration}" is money received and cannot settle invoice "${bounced.registration}", which is payable`,
    });
  });

  it('refuses what is no statement of ours, or does not add up, and writes nothing', async () => {
    const refusal = async (xml: string, status: number, code: string) => {
      const response = await upload(alpha, xml);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code });
    };
    const statement = (iban: string) =>
      camt053Xml({
        messageId: 'MSG-REFUSED',
        id: 'STMT-REFUSED',
        createdAt: new Date('2026-12-08T20:00:00Z'),
        account: { iban, currency: 'EUR' },
        openingBalance: '10.00',
        entries: [
          { amount: '5.00', direction: 'CRDT', transactions: [{ amount: '5.00', counterparty: {} }] },
        ],
      });
    await refusal('<Document><Nothing/></Document>', 400, 'NOT_A_BANK_STATEMENT');
    await refusal('not xml at all', 400, 'NOT_A_BANK_STATEMENT');
    await refusal(statement('GB29NWBK60161331926819'), 409, 'UNKNOWN_STATEMENT_ACCOUNT');
    // A client's account known to us is still not ours: its statements are the client's.
    const client = await send(alpha, 'POST', persons, { type: 'C', name: 'Client SA' });
    await send(alpha, 'POST', bankAccounts, {
      name: "Client's account",
      personRegistration: client.registration,
      bankIban: 'GB82WEST12345698765432',
    });
    await refusal(statement('GB82WEST12345698765432'), 409, 'UNKNOWN_STATEMENT_ACCOUNT');
    await refusal(
      statement(collectionIban).replace(/(<Cd>CLBD<\/Cd>[\s\S]*?<Amt Ccy="EUR">)15.00/, '$114.99'),
      400,
      'STATEMENT_BALANCE_MISMATCH',
    );
    const missing = await alpha.request({ method: 'POST', url: imports, payload: {} });
    expect(missing.json()).toMatchObject({ code: 'MISSING_FILE_IN_REQUEST' });
    expect((await list(alpha, statements)).map((found) => found.statementId)).not.toContain('STMT-REFUSED');
  });

  it('imports as a job a client follows: 202 at once, then its progress and the statement; a refusal stays on the job', async () => {
    const follow = async (client: TestClient, location: string) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const view = await client.request({ method: 'GET', url: location });
        expect(view.statusCode, view.body).toBe(200);
        const body = view.json<JobView>();
        if (body.job.status !== 'PROCESSING') return body;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`the job at ${location} never ended`);
    };
    const start = async (xml: string) => {
      const body = multipart([{ name: 'file', fileName: 'async.xml', type: 'application/xml', value: xml }]);
      const response = await alpha.request({
        method: 'POST',
        url: imports,
        payload: body.payload,
        headers: { ...body.headers, prefer: 'respond-async' },
      });
      expect(response.statusCode, response.body).toBe(202);
      const location = String(response.headers.location);
      expect(location).toBe(jobPaths.job(response.json<JobView>().job._id));
      return location;
    };
    const durand = await payer(alpha, 'Lefort', 'FR7630006000011234567890189');
    const owing = await issued(alpha, durand.registration, 120.5);
    const xml = camt053Xml({
      messageId: 'MSG-ASYNC',
      id: 'STMT-ASYNC',
      createdAt: new Date('2026-12-09T20:00:00Z'),
      account: { iban: collectionIban, currency: 'EUR' },
      openingBalance: '0.00',
      entries: [
        {
          amount: '120.50',
          direction: 'CRDT',
          bookedOn: '2026-12-09',
          transactions: [{ amount: '120.50', counterparty: {}, remittance: `Rent ${owing.registration}` }],
        },
        { amount: '3.00', direction: 'CRDT', transactions: [{ amount: '3.00', counterparty: {} }] },
      ],
    });
    const location = await start(xml);
    const done = await follow(alpha, location);
    expect(done.job).toMatchObject({
      type: 'IMPORT',
      status: 'SUCCESS',
      scriptName: 'bank-statement-import',
      total: 2,
      processed: 2,
    });
    const imported = done.answer as ImportedBankStatement;
    expect(imported).toMatchObject({
      statementId: 'STMT-ASYNC',
      counts: { transactions: 2, matched: 1, toReconcile: 1 },
    });
    expect(done.job.resultRegistration).toBe(imported.registration);
    expect(await invoice(alpha, owing.registration)).toMatchObject({
      status: 'PAID',
      // Paid the day the bank booked it.
      paymentDate: '2026-12-09T00:00:00.000Z',
    });

    // A refusal is the job's end: kept with its code and message, nothing imported.
    const refused = await follow(alpha, await start(xml));
    expect(refused.job).toMatchObject({ status: 'ERROR' });
    expect(refused.error).toMatchObject({ status: 409, code: 'STATEMENT_ALREADY_IMPORTED' });
    expect(refused.job.errorMessage).toBe(refused.error?.message);
    expect(
      (await list(alpha, statements)).filter((found) => found.statementId === 'STMT-ASYNC'),
    ).toHaveLength(1);

    // Another user of the tenant, and another tenant, are told there is no such job.
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'reader@stmt-alpha' },
    });
    const reader = await testApp.userClient('stmt-alpha', 'reader@stmt-alpha');
    for (const stranger of [reader, beta]) {
      const response = await stranger.request({ method: 'GET', url: location });
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it('needs the right to write invoices as well as bank statements', async () => {
    await testApp.configure(alpha, profilesPermissionsDocument, {
      BOOKER: ['read all', `write ${statements}`, `write ${transactions}`],
    });
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'booker@stmt-alpha', profiles: ['BOOKER'] },
    });
    const booker = await testApp.userClient('stmt-alpha', 'booker@stmt-alpha');
    for (const response of [
      await upload(booker, '<Document/>'),
      await booker.request({
        method: 'POST',
        url: bankTransactionAllocationsPath('BKT00000001'),
        payload: { allocations: [{ invoiceRegistration: 'INV00000001', amount: '1' }] },
      }),
    ]) {
      expect(response.json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
        message: "Permission 'write /api/billing/invoices' is required",
      });
    }
  });
});
