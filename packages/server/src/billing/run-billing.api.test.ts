import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { monthlyLease } from './monthly-lease.test-fixture.ts';

const contracts = '/api/financing/contracts';
const invoices = '/api/billing/invoices';
const runBilling = '/api/script/runs/run-billing';

const lease = monthlyLease;

describeOnEachDatabase('billing runs on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  /** A tenant with the client its leases name, PER00000001. */
  async function tenantWithClient(id: string): Promise<TestClient> {
    const client = await testApp.tenantClient(id);
    const person = await client.request({
      method: 'POST',
      url: '/api/person/persons',
      payload: { type: 'C', name: 'Van client' },
    });
    expect(person.json()).toMatchObject({ registration: lease.clientRegistration });
    return client;
  }

  /** A branch of the tenant: an organisation, a person of type O, as contracts name it. */
  async function branch(client: TestClient, name: string): Promise<{ registration: string; name: string }> {
    const created = await client.request({
      method: 'POST',
      url: '/api/person/persons',
      payload: { type: 'O', name },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { registration: created.json().registration, name };
  }

  async function contract(
    client: TestClient,
    body: Record<string, unknown>,
    steps = ['SUBMIT', 'APPROVE', 'ACTIVATE'],
  ) {
    const created = (
      await client.request({ method: 'POST', url: contracts, payload: { ...lease, ...body } })
    ).json();
    for (const code of steps) {
      const moved = await client.request({
        method: 'GET',
        url: `${contracts}/${created.registration}/transitions/${code}`,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return created as { registration: string };
  }
  const run = (client: TestClient, query: string) =>
    client.request({ method: 'GET', url: `${runBilling}?${query}` });
  const cashflowsOf = async (client: TestClient, contractRegistration: string) =>
    (
      await client.request({
        method: 'GET',
        url: `/api/billing/cashflows?contractRegistration=${contractRegistration}&sort=date&range=0-99`,
      })
    ).json() as Record<string, unknown>[];
  const invoicesOf = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: `${invoices}?range=0-99&sort=dueDate` })).json() as Record<
      string,
      unknown
    >[];

  it('bills the due instalments of contracts that bill, once each', async () => {
    const client = await tenantWithClient('billing');
    const lyonBranch = await branch(client, 'Lyon');
    const active = await contract(client, { organization: lyonBranch });
    await contract(client, { name: 'Still in study' }, ['STUDY']);

    const first = await run(client, 'date=20250415');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toHaveLength(3);
    expect(first.json()[0]).toMatchObject({
      registration: 'INV00000001',
      status: 'DRAFT',
      type: 'SCHEDULE',
      pr: 'R',
      name: `${active.registration} instalment 1/12`,
      contractRegistration: active.registration,
      instalmentIndex: 1,
      persons: [{ role: 'PAYER', personRegistration: 'PER00000001' }],
      amountExclTax: 100,
      taxAmount: 0,
      amountInclTax: 100,
      totalBalance: 100,
      currency: 'EUR',
      dueDate: '2025-02-15T00:00:00.000Z',
      organization: lyonBranch,
      _insertUser: client.username,
    });
    const [firstCashflow] = await cashflowsOf(client, active.registration);
    expect(firstCashflow).toMatchObject({ instalmentIndex: 1, invoiceRegistration: 'INV00000001' });
    expect(first.json()[0].cashflowRegistration).toBe(firstCashflow?.registration);
    const listed = await invoicesOf(client);
    expect(listed.map((invoice) => invoice.dueDate)).toEqual([
      '2025-02-15T00:00:00.000Z',
      '2025-03-15T00:00:00.000Z',
      '2025-04-15T00:00:00.000Z',
    ]);
    const history = (
      await client.request({
        method: 'GET',
        url: '/api/core/histories?entityRegistration=INV00000002&type=CREATE',
      })
    ).json();
    expect(history).toHaveLength(1);
    // Each invoice of the run has its PDF, which the list's download opens.
    const documents = await client.request({
      method: 'GET',
      url: `${invoices}/INV00000002/documents?type=INVOICE`,
    });
    expect(documents.json()).toMatchObject([
      { name: 'INV00000002.pdf', type: 'INVOICE', mimeType: 'application/pdf' },
    ]);

    expect((await run(client, 'date=20250415')).json()).toEqual([]);
    // An ISO timestamp counts by its UTC day: 15 May is due, 15 June is not.
    const later = (await run(client, 'date=2025-05-20T10:00:00.000Z')).json();
    expect(later.map((invoice: { instalmentIndex: number }) => invoice.instalmentIndex)).toEqual([4]);
    expect(await invoicesOf(client)).toHaveLength(4);
  });

  it('bills only the organisations asked, all of them when none is', async () => {
    const client = await tenantWithClient('billingorgs');
    const [lyonBranch, parisBranch, niceBranch] = [
      await branch(client, 'Lyon'),
      await branch(client, 'Paris'),
      await branch(client, 'Nice'),
    ];
    const lyon = await contract(client, { organization: lyonBranch });
    const paris = await contract(client, { organization: parisBranch });
    await contract(client, { organization: niceBranch });

    const some = (
      await run(client, `date=20250215&organizations=${lyonBranch.registration},${parisBranch.registration}`)
    ).json();
    expect(some.map((invoice: { contractRegistration: string }) => invoice.contractRegistration)).toEqual([
      lyon.registration,
      paris.registration,
    ]);
    expect((await run(client, 'date=20250215&organizations=')).json()).toHaveLength(1);
  });

  it("never bills another tenant's contracts", async () => {
    const alpha = await tenantWithClient('billalpha');
    const beta = await tenantWithClient('billbeta');
    const alphaContract = await contract(alpha, {});

    expect((await run(beta, 'date=20251231')).json()).toEqual([]);
    expect(await invoicesOf(beta)).toEqual([]);
    expect(await invoicesOf(alpha)).toEqual([]);
    const billed = (await run(alpha, 'date=20250315')).json();
    expect(billed.map((invoice: { contractRegistration: string }) => invoice.contractRegistration)).toEqual([
      alphaContract.registration,
      alphaContract.registration,
    ]);
    expect(await invoicesOf(beta)).toEqual([]);
  });

  it('creates nothing when one invoice is refused', async () => {
    const client = await tenantWithClient('billingatomic');
    await contract(client, {});
    await contract(client, { currency: 'USD' });
    // The tenant's currencies leave out the second contract's.
    await testApp.configure(client, 'lists', { currency: [{ value: 'EUR' }] });
    const refused = await run(client, 'date=20250415');
    expect(refused.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
    expect(await invoicesOf(client)).toEqual([]);
  });

  it("bills only the contracts in the tenant's billable statuses", async () => {
    const client = await tenantWithClient('billingstatuses');
    const active = await contract(client, {});
    await testApp.configure(client, 'tenant-config', { billing: { contractStatuses: ['APPROVED'] } });
    expect((await run(client, 'date=20250215')).json()).toEqual([]);
    await testApp.configure(client, 'tenant-config', {
      billing: { contractStatuses: ['APPROVED', 'ACTIVE'] },
    });
    const billed = (await run(client, 'date=20250215')).json();
    expect(billed).toMatchObject([{ contractRegistration: active.registration, instalmentIndex: 1 }]);
  });

  it('bills each instalment with its tax, to the payer and for the payee the contract names', async () => {
    const client = await tenantWithClient('billingtax');
    const payee = (
      await client.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name: 'Funder' },
      })
    ).json();
    const taxed = await contract(client, {
      taxCode: 'STANDARD',
      persons: [{ role: 'PAYEE', personRegistration: payee.registration }],
    });
    const [invoice] = (await run(client, 'date=20250215')).json();
    expect(invoice).toMatchObject({
      contractRegistration: taxed.registration,
      instalmentIndex: 1,
      amountExclTax: 100,
      taxAmount: 20,
      amountInclTax: 120,
      totalBalance: 120,
      persons: [
        { role: 'PAYER', personRegistration: lease.clientRegistration },
        { role: 'PAYEE', personRegistration: payee.registration },
      ],
    });
    const [cashflow] = await cashflowsOf(client, taxed.registration);
    expect(cashflow).toMatchObject({ amount: 120, taxAmount: 20, invoiceRegistration: invoice.registration });
  });

  it('bills an instalment once when two runs meet', async () => {
    const client = await tenantWithClient('billingrace');
    const leases = [await contract(client, {}), await contract(client, {})];
    const answers = await Promise.all([run(client, 'date=20250415'), run(client, 'date=20250415')]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const created = answers.flatMap(
      (answer) => answer.json() as { contractRegistration: string; instalmentIndex: number }[],
    );
    expect(created).toHaveLength(6);
    const billed = (await invoicesOf(client)).map(
      (invoice) => `${invoice.contractRegistration} ${invoice.instalmentIndex}`,
    );
    expect(new Set(billed).size).toBe(6);
    expect(billed).toHaveLength(6);
    for (const { registration } of leases) {
      const cashflows = await cashflowsOf(client, registration);
      expect(cashflows.filter((cashflow) => cashflow.invoiceRegistration)).toHaveLength(3);
    }
  });

  it('refuses a run without a day, or on a day that does not exist', async () => {
    const client = await tenantWithClient('billingdates');
    await contract(client, {});
    expect((await run(client, '')).json()).toMatchObject({
      status: 400,
      code: 'MISSING_MANDATORY_QUERY_FIELDS',
    });
    expect((await run(client, 'date=20250230')).json()).toMatchObject({ status: 400, code: 'INVALID_DATE' });
    expect((await run(client, 'date=tomorrow')).json()).toMatchObject({ status: 400, code: 'INVALID_DATE' });
    expect((await run(client, 'date=1&date=2')).json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
    expect(await invoicesOf(client)).toEqual([]);
  });

  it('lets only the users who may write invoices run it', async () => {
    const admin = await tenantWithClient('billingrights');
    await contract(admin, {});
    await testApp.configure(admin, profilesPermissionsDocument, {
      READER: ['read all'],
      BILLER: ['read all', 'write /api/billing/invoices'],
    });
    const signIn = async (profile: string) => {
      const username = `${profile.toLowerCase()}@${admin.tenant}`;
      await admin.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, profiles: [profile] },
      });
      const token = await issueLoginToken(testApp.db.app, { tenant: admin.tenant, username });
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/core/auth/token/login',
        payload: { token },
      });
      return `Bearer ${login.headers.authorization}`;
    };
    const as = async (profile: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `${runBilling}?date=20250215`,
        headers: { authorization: await signIn(profile) },
      });
    expect((await as('READER')).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await invoicesOf(admin)).toEqual([]);
    const allowed = await as('BILLER');
    expect(allowed.json()).toHaveLength(1);
  });
});

describeOnEachDatabase(
  'billing runs by batches of two contracts on the $name database',
  { billingBatchSize: 2 },
  (testApp) => {
    it('bills each batch in its own transaction: a refused batch leaves only its own contracts unbilled', async () => {
      const client = await testApp.tenantClient('billingbatches');
      await client.request({
        method: 'POST',
        url: '/api/person/persons',
        payload: { type: 'C', name: 'Client' },
      });
      const registrations: string[] = [];
      for (const currency of ['EUR', 'EUR', 'USD', 'EUR', 'EUR']) {
        const created = (
          await client.request({ method: 'POST', url: contracts, payload: { ...lease, currency } })
        ).json();
        for (const code of ['SUBMIT', 'APPROVE', 'ACTIVATE'])
          await client.request({
            method: 'GET',
            url: `${contracts}/${created.registration}/transitions/${code}`,
          });
        registrations.push(created.registration);
      }
      await testApp.configure(client, 'lists', { currency: [{ value: 'EUR' }] });

      const partial = await client.request({ method: 'GET', url: `${runBilling}?date=20250215` });
      expect(partial.statusCode, partial.body).toBe(200);
      const answer = partial.json();
      // Batches of two: [1, 2], [3, 4], [5]; the second holds the USD contract and bills nothing.
      expect(answer).toMatchObject({
        nbTotal: 3,
        failures: [
          { contracts: [registrations[2], registrations[3]], status: 400, code: 'INVALID_FIELD_VALUE' },
        ],
      });
      expect(
        answer.invoices.map((invoice: { contractRegistration: string }) => invoice.contractRegistration),
      ).toEqual([registrations[0], registrations[1], registrations[4]]);

      await testApp.configure(client, 'lists', { currency: [{ value: 'EUR' }, { value: 'USD' }] });
      const rest = (await client.request({ method: 'GET', url: `${runBilling}?date=20250215` })).json();
      expect(rest.map((invoice: { contractRegistration: string }) => invoice.contractRegistration)).toEqual([
        registrations[2],
        registrations[3],
      ]);
    });
  },
);
