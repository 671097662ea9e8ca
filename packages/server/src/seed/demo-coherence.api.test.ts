import type { ListKpis, PersonHierarchy, User } from '@lessor/domain/api';
import { entities, findEntity } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { iso20022Problems } from '../collections/validate-iso20022.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { cashflowsAgainstPlans, creditLineProblems, invoiceProblems } from './check-demo-book.ts';
import { catalogueProblems, financingProblems } from './check-demo-catalogue.ts';
import { budgetProblems, personRelations } from './check-demo-persons.ts';
import {
  organisationsNotPersons,
  personsOutOfRole,
  type RecordsByEntity,
  unresolvedReferences,
} from './check-demo-references.ts';
import { currentDay } from './demo-calendar.ts';
import { demoTenant, seedDemoTenantIfEmpty } from './seed-demo-tenant.ts';

type Row = Record<string, unknown>;
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

describeOnEachDatabase('the demo tenant as seeded on the $name database', (testApp) => {
  let admin: TestClient;
  let records: RecordsByEntity;
  const rowsOf = (name: string) => records.get(name) ?? [];

  beforeAll(async () => {
    expect(await seedDemoTenantIfEmpty(testApp.db)).toBe(true);
    admin = await testApp.userClient(demoTenant.id, demoTenant.admin);
    // Every record of every entity, read back as the API reads it.
    records = await withTenant(testApp.db.app, demoTenant.id, async (trx) => {
      const read = new Map<string, Row[]>();
      for (const entity of entities) {
        const rows = await entityTables(trx)
          .selectFrom(entity.table)
          .selectAll()
          .where('tenant', '=', demoTenant.id)
          .execute();
        read.set(entity.name, rows.map(rowToRecord));
      }
      return read;
    });
  }, 600_000);

  const get = async <T>(url: string): Promise<T> => {
    const response = await admin.request({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };

  it('holds records of every kind a clerk opens, over 10,000 of them', () => {
    for (const name of [
      'Person',
      'Prospect',
      'Asset',
      'Contract',
      'Invoice',
      'Cashflow',
      'CreditLine',
      'Agreement',
      'Amendment',
      'Product',
      'ProductTable',
      'Fund',
      'Funding',
      'Committee',
      'Communication',
      'Deal',
      'Task',
      'Document',
      'Collateral',
      'Project',
      'Case',
    ])
      expect(rowsOf(name).length, name).toBeGreaterThan(3);
    const total = [...records.values()].reduce((sum, rows) => sum + rows.length, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
  });

  it('names in every reference field, nested ones included, a record the tenant has', () => {
    const { problems, checked } = unresolvedReferences(records);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });

  it('names in each role a person who holds it, and organisations that are persons of type O', () => {
    expect(personsOutOfRole(records)).toEqual([]);
    const { problems, checked } = organisationsNotPersons(records);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(3_000);
    const contractOrganisations = new Set(
      rowsOf('Contract').map((contract) => (contract.organization as Row).registration),
    );
    expect(contractOrganisations.size).toBeGreaterThan(1);
  });

  it('plans the cashflows of every active contract as its payment plan, and no others', () => {
    const { problems, checked } = cashflowsAgainstPlans(records);
    expect(problems).toEqual([]);
    expect(checked).toBe(
      new Set(
        rowsOf('Cashflow').map(
          (cashflow) => `${String(cashflow.contractRegistration)} ${String(cashflow.date).slice(0, 10)}`,
        ),
      ).size,
    );
    expect(checked).toBeGreaterThan(1_000);
  });

  it('bills the instalments due, once each, paid or open as their balance says, so that billing today adds nothing', async () => {
    expect(invoiceProblems(records)).toEqual([]);
    const statuses = new Set(rowsOf('Invoice').map((invoice) => invoice.status));
    expect([...statuses].sort()).toEqual(['DRAFT', 'ISSUED', 'PAID', 'PARTIALLY_PAID', 'SENT']);
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const billed = await get<Row[]>(`/api/script/runs/run-billing?date=${today}`);
    expect(billed).toEqual([]);
  });

  it('gives each credit line the outstanding, pending and available amounts of its status and its contracts', () => {
    expect(creditLineProblems(records)).toEqual([]);
    const lines = rowsOf('CreditLine');
    expect(lines).toHaveLength(400);
    expect(
      lines.filter((line) => line.status === 'ACTIVE' && Number(line.outstanding) > 0).length,
    ).toBeGreaterThan(50);
    expect(new Set(lines.map((line) => line.status))).toEqual(
      new Set(['ACTIVE', 'DRAFT', 'SUSPENDED', 'CLOSED']),
    );
  });

  it('sells products whose contract type their name says, at their rate table’s rates, quoted as contracted', () => {
    expect(catalogueProblems(records)).toEqual([]);
    expect(financingProblems(records)).toEqual([]);
  });

  it('answers key figures that are the counts and sums of the records they describe', async () => {
    const summed = entities.filter((entity) => (entity.listPage?.kpiSums ?? []).length > 0);
    expect(summed.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['Contract', 'Invoice', 'CreditLine']),
    );
    for (const entity of summed) {
      const rows = rowsOf(entity.name);
      for (const status of [undefined, ...new Set(rows.map((row) => String(row.status)))]) {
        const matching = status ? rows.filter((row) => row.status === status) : rows;
        const kpis = await get<ListKpis>(`${entity.apiPath}/kpis${status ? `?status=${status}` : ''}`);
        const where = `${entity.name} ${status ?? 'all'}`;
        expect(kpis.count, where).toBe(matching.length);
        for (const { field, total } of kpis.sums)
          expect(cents(total), `${where} ${field}`).toBe(
            matching.reduce((sum, row) => sum + cents(row[field]), 0),
          );
        if (!status)
          for (const { status: counted, count } of kpis.statuses)
            expect(count, `${where} ${counted}`).toBe(
              rows.filter((row) => String(row.status ?? '') === counted).length,
            );
      }
    }
  });

  it('keeps monthly budgets and relations a diagram can draw: groups, shareholders with stakes, signers', () => {
    expect(budgetProblems(records)).toEqual([]);
    const salaries = rowsOf('Person').filter((person) => typeof person.incomeSalary === 'number');
    expect(salaries.length).toBeGreaterThan(50);
    const relations = personRelations(records);
    expect(relations.problems).toEqual([]);
    expect(relations.groups).toBeGreaterThanOrEqual(3);
    expect(relations.counts.SHAREHOLDER).toBeGreaterThan(20);
    expect(relations.counts.SIGNEROF).toBeGreaterThan(20);
    expect(relations.counts.ORGAREGISTRATION).toBeGreaterThan(5);
  });

  it('links the administrator to a person whose organisation diagram has something to draw', async () => {
    const [user] = await get<User[]>(`/api/core/users?username=${encodeURIComponent(demoTenant.admin)}`);
    const registration = user?.personRegistration ?? '';
    const person = await get<Row>(`/api/person/persons/${registration}`);
    expect(person).toMatchObject({
      username: demoTenant.admin,
      lastName: user?.lastName,
      firstName: user?.firstName,
    });
    const hierarchy = await get<PersonHierarchy>(`/api/person/persons/${registration}/hierarchy`);
    expect(hierarchy.persons[0]?.registration).toBe(registration);
    expect(hierarchy.persons.length).toBeGreaterThan(10);
    const relations = new Set(hierarchy.links.map((link) => link.relation));
    expect([...relations].sort()).toEqual(['ORGAREGISTRATION', 'SHAREHOLDER', 'SIGNEROF']);
    expect(hierarchy.links.some((link) => link.relation === 'SHAREHOLDER' && link.stake === 1)).toBe(true);
  });

  it('attaches to each active contract the signed contract its Document record describes', async () => {
    const documents = rowsOf('Document');
    expect(documents.length).toBe(
      rowsOf('Contract').filter((contract) => contract.status === 'ACTIVE').length,
    );
    const contract = findEntity('Contract');
    for (const document of documents.slice(0, 5)) {
      const files = await get<Row[]>(`${contract?.apiPath}/${String(document.entityRegistration)}/documents`);
      expect(files).toEqual([
        expect.objectContaining({ name: document.name, size: document.size, mimeType: 'application/pdf' }),
      ]);
    }
    const stored = await withTenant(testApp.db.app, demoTenant.id, (trx) =>
      trx.selectFrom('record_documents').select(['entity_registration', 'name', 'size']).execute(),
    );
    expect(new Set(stored.map((file) => `${file.entity_registration} ${file.name} ${file.size}`))).toEqual(
      new Set(
        documents.map(
          (document) =>
            `${String(document.entityRegistration)} ${String(document.name)} ${String(document.size)}`,
        ),
      ),
    );
  });

  // Last: it writes, moving the collected invoices on.
  it("lists in the register of mandates each mandate of the persons' accounts, as its account says", () => {
    const onAccounts = rowsOf('Person').flatMap((person) =>
      ((person.bankAccounts as Row[] | undefined) ?? []).flatMap((account) =>
        ((account.sepaMandates as Row[] | undefined) ?? []).map((mandate) => [
          mandate.rumReference,
          person.registration,
          mandate.rumStatus,
          account.bankIban,
        ]),
      ),
    );
    expect(onAccounts.length).toBeGreaterThan(10);
    const registered = rowsOf('Sepa').map((entry) => [
      entry.rumReference,
      entry.personRegistration,
      entry.status,
      entry.bankIban,
    ]);
    const byReference = (rows: unknown[][]) =>
      [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byReference(registered)).toEqual(byReference(onAccounts));
  });

  it("makes the month's direct-debit file of its mandated clients, credited to the head office's account", async () => {
    const [account] = rowsOf('BankAccount');
    expect(account).toMatchObject({ name: 'Collections', sepaCreditorIdentifier: 'FR03ZZZDEMO01' });
    const dueDate = currentDay();
    const response = await admin.request({
      method: 'POST',
      url: '/api/bank/payment-files/direct-debits',
      payload: { dueDate },
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<Row & { lineCount: number }>();
    expect(file).toMatchObject({ status: 'GENERATED', bankAccountRegistration: account?.registration });
    expect(file.lineCount).toBeGreaterThan(0);
    const content = await admin.request({
      method: 'GET',
      url: `/api/bank/payment-files/${String(file.registration)}/content`,
    });
    expect(await iso20022Problems(content.body, 'pain.008.001.08')).toEqual([]);
    // Every invoice collected was open, due by the day, and is now waiting for the bank.
    const lines = await get<Row[]>(
      `/api/bank/payment-file-lines?paymentFileRegistration=${String(file.registration)}`,
    );
    expect(lines).toHaveLength(file.lineCount);
    for (const line of lines) {
      const invoice = await get<Row>(`/api/billing/invoices/${String(line.invoiceRegistration)}`);
      expect(invoice.status).toBe('COLLECTION_PENDING');
      expect(String(invoice.dueDate).slice(0, 10) <= dueDate).toBe(true);
      expect(cents(line.amount)).toBe(cents(invoice.totalBalance));
    }
  });
});
