import type { EntityRecord, ImportedBankStatement } from '@lessor/domain/api';
import {
  type BankStatement,
  balanceMismatch,
  compactIban,
  confidentAt,
  type OpenItem,
  OpenItemIndex,
  type PaymentMatch,
  readBankStatements,
  returnReasonText,
  type StatementTransaction,
} from '@lessor/domain/collections';
import {
  bankAccountEntity,
  bankStatementEntity,
  bankTransactionEntity,
  batchEntity,
  camtEntity,
  type EntityDefinition,
  invoiceEntity,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue } from '@lessor/domain/finance';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { endAnsweredJob } from '../jobs/answered-job.ts';
import { lockJobRecord, readJobRecord, writeJobState } from '../jobs/job-record.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { heldByTheCompany } from './company-accounts.ts';
import { openInvoices, opposite } from './open-invoices.ts';
import { textOf } from './payers.ts';
import { PaymentAllocator } from './payment-allocator.ts';
import { recountStatement } from './recount-statement.ts';
import {
  bookedPayments,
  type Payment,
  type StatementFile,
  today,
  transactionBody,
  writeStatement,
} from './statement-records.ts';

/** The first statement of the file imported, with the others when it held several. */
type StatementImport = ImportedBankStatement & { others?: ImportedBankStatement[] };

/** The queue of statement imports; the file a job reads is its batch's document. */
export const statementImportJobName = `${bankStatementEntity.collection}.import`;

/** The type of the batch's document holding the file uploaded. */
export const uploadedStatementType = 'CAMT';

/** Payments settled per transaction: each commit is the job's progress, and a retry goes on after it. */
const defaultPaymentsPerTransaction = 250;

/** A payment to write, with the statement read and the BankStatement record it is booked on. */
type BookedPayment = Payment & { read: BankStatement; statement: EntityRecord };

/**
 * Imports a camt.053 statement file (or a camt.054 notification) kept as the batch's document, as a
 * job (answered-job.ts): first, in one transaction, a Camt record for the file and a BankStatement per
 * statement with the file as its document; then its payments, 250 a transaction with the job's
 * progress, each a BankTransaction matched to the open invoices (docs/collections.md): allocated when
 * the match is sure, recorded as returned (its invoice reopened) when the payer's bank sent a direct
 * debit back, left PENDING with its best suggestion for a clerk otherwise; last, each statement's
 * counts. Refuses, writing nothing, a file that is no statement, a statement of an account that is not
 * the company's, one already imported, and one whose balances do not add up. A run that stopped
 * (a database out of reach) goes on after the last payments it committed.
 */
export async function importBankStatements(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  batchId: string,
  { paymentsPerTransaction = defaultPaymentsPerTransaction }: { paymentsPerTransaction?: number } = {},
): Promise<void> {
  const serviceOf = (entity: EntityDefinition) => new EntityService(db, catalogue, entity);
  const file = await withTenant(db.app, actor.tenant, (trx) => uploadedStatement(trx, db, actor, batchId));
  const statements = readStatementFile(file.content);
  const records = await withTenant(db.app, actor.tenant, (trx) =>
    openStatements(trx, actor, serviceOf, db, batchId, statements, file),
  );
  const payments = statements.flatMap((read, index) =>
    bookedPayments(read).map((payment) => ({ ...payment, read, statement: records[index] as EntityRecord })),
  );
  const matcher = await withTenant(db.app, actor.tenant, (trx) => PaymentMatcher.read(trx, actor.tenant));
  for (;;) {
    const more = await withTenant(db.app, actor.tenant, async (trx) => {
      const batch = await lockJobRecord(trx, actor, batchEntity, batchId);
      const done = Number(batch.processed ?? 0);
      const slice = payments.slice(done, done + paymentsPerTransaction);
      await settlePayments(
        trx,
        actor,
        new PaymentAllocator(db, catalogue, trx, actor),
        serviceOf,
        matcher,
        slice,
      );
      const processed = done + slice.length;
      await writeJobState(trx, actor, batchEntity, batch, { processed }, { history: false });
      return processed < payments.length;
    });
    if (!more) break;
  }
  await withTenant(db.app, actor.tenant, async (trx) => {
    const allocator = new PaymentAllocator(db, catalogue, trx, actor);
    const imported: ImportedBankStatement[] = [];
    for (const record of records) {
      const counted = await recountStatement(trx, actor, allocator.writes, record.registration);
      imported.push({ ...counted, counts: countsOf(counted) });
    }
    const [first, ...others] = imported;
    if (!first) throw new Error('unreachable: a statement file holds a statement');
    const answer: StatementImport = others.length > 0 ? { ...first, others } : first;
    await endAnsweredJob(trx, actor, batchId, { answer, resultRegistration: first.registration });
  });
}

/** The file the job imports, kept with its batch when it was uploaded. */
async function uploadedStatement(
  trx: TenantTransaction,
  db: Database,
  actor: Actor,
  batchId: string,
): Promise<StatementFile> {
  const batch = await readJobRecord(trx, actor, batchEntity, batchId);
  const owner = {
    tenant: actor.tenant,
    entityName: batchEntity.name,
    recordId: batch._id,
    registration: batch.registration,
  };
  const documents = new DocumentStore(trx, owner, db);
  const [uploaded] = await documents.list([uploadedStatementType], []);
  if (!uploaded) throw new Error(`the batch ${batch.registration} keeps no statement file`);
  const { content } = await documents.content(uploaded._id);
  return { fileName: uploaded.name, content };
}

/**
 * The file's Camt record and a BankStatement per statement, checked first: written once, the batch
 * then naming the Camt, so that a run going on after a stop finds them rather than writing them again.
 */
async function openStatements(
  trx: TenantTransaction,
  actor: Actor,
  serviceOf: (entity: EntityDefinition) => EntityService,
  db: Database,
  batchId: string,
  statements: readonly BankStatement[],
  file: StatementFile,
): Promise<EntityRecord[]> {
  const batch = await lockJobRecord(trx, actor, batchEntity, batchId);
  if (typeof batch.camtRegistration === 'string')
    return statementsOf(trx, actor.tenant, batch.camtRegistration);
  const accounts = await companyAccountsByIban(trx, actor.tenant);
  const checked = [];
  for (const statement of statements) {
    const mismatch = balanceMismatch(statement);
    if (mismatch) throw new LessorError('STATEMENT_BALANCE_MISMATCH', [statement.id, mismatch]);
    const iban = compactIban(statement.account.iban ?? '');
    const account = accounts.get(iban);
    if (!account) throw new LessorError('UNKNOWN_STATEMENT_ACCOUNT', [statement.account.iban ?? '']);
    await refuseImportedTwice(trx, actor.tenant, account.registration, statement.id);
    checked.push({ statement, account });
  }
  const [camt] = await serviceOf(camtEntity).createWithin(trx, actor, [
    {
      type: statements[0]?.message.startsWith('camt.054') ? 'CAMT054' : 'CAMT053',
      name: file.fileName,
      fileName: file.fileName,
      date: today(),
      bankAccountRegistration: checked[0]?.account.registration,
      entries: statements.reduce((sum, statement) => sum + statement.entries.length, 0),
    },
  ]);
  if (!camt) throw new Error('unreachable: one body gives one record');
  const records = [];
  for (const { statement, account } of checked)
    records.push(await writeStatement(trx, actor, serviceOf, db, statement, account, camt, file));
  const total = statements.reduce((sum, statement) => sum + bookedPayments(statement).length, 0);
  await writeJobState(trx, actor, batchEntity, batch, {
    total,
    processed: 0,
    camtRegistration: camt.registration,
  });
  return records;
}

/** The BankStatements a Camt record's file made, in the order they were written. */
async function statementsOf(trx: TenantTransaction, tenant: string, camtRegistration: string) {
  const rows = await entityTables(trx)
    .selectFrom(bankStatementEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where(sql<boolean>`data->>'camtRegistration' = ${camtRegistration}`)
    .orderBy('registration')
    .execute();
  return rows.map(rowToRecord);
}

/**
 * Matches payments to the open invoices read once at the run's start: money received to what we are
 * owed, money paid out to what we owe (our transfers, read back). It keeps what each invoice still owes
 * as the run's payments are allocated, one after the other.
 */
class PaymentMatcher {
  readonly #indexes: Readonly<Record<'CRDT' | 'DBIT', OpenItemIndex>>;
  readonly #owed: Map<string, MoneyValue>;

  static async read(trx: TenantTransaction, tenant: string): Promise<PaymentMatcher> {
    return new PaymentMatcher(await openInvoices(trx, tenant, 'R'), await openInvoices(trx, tenant, 'P'));
  }

  private constructor(receivables: Map<string, OpenItem>, payables: Map<string, OpenItem>) {
    this.#indexes = {
      CRDT: new OpenItemIndex(receivables.values()),
      DBIT: new OpenItemIndex(payables.values()),
    };
    this.#owed = new Map(
      [...receivables.values(), ...payables.values()].map((item) => [
        item.reference,
        new Money(item.amountDue),
      ]),
    );
  }

  match({ entry, transaction }: Pick<Payment, 'entry' | 'transaction'>): PaymentMatch | undefined {
    // A return comes back the other way: a direct debit returned is a debit naming a receivable.
    return this.#indexes[transaction.returnReason ? opposite[entry.direction] : entry.direction].match({
      ...transaction,
      ...(entry.bookedOn ? { bookedOn: entry.bookedOn } : {}),
    });
  }

  /** What the invoice still owes of what the run read. */
  owed(reference: string): MoneyValue {
    return this.#owed.get(reference) ?? new Money(0);
  }

  paid(reference: string, amount: MoneyValue): void {
    this.#owed.set(reference, this.owed(reference).minus(amount));
  }
}

/** Writes a slice of the file's payments, each a BankTransaction matched and settled. */
async function settlePayments(
  trx: TenantTransaction,
  actor: Actor,
  allocator: PaymentAllocator,
  serviceOf: (entity: EntityDefinition) => EntityService,
  matcher: PaymentMatcher,
  slice: readonly Omit<BookedPayment, 'match'>[],
): Promise<void> {
  const payments = slice.map((payment) => ({ ...payment, match: matcher.match(payment) }));
  const written = await serviceOf(bankTransactionEntity).createWithin(
    trx,
    actor,
    payments.map((payment) => transactionBody(payment, payment.statement, payment.read)),
  );
  for (const [position, payment] of payments.entries()) {
    const transaction = written[position];
    if (transaction) await settle(allocator, trx, actor, transaction, payment, matcher);
  }
}

function readStatementFile(content: Buffer): BankStatement[] {
  try {
    return readBankStatements(content.toString('utf8'));
  } catch {
    throw new LessorError('NOT_A_BANK_STATEMENT');
  }
}

/**
 * The company's BankAccounts by their IBAN without spaces: those nobody owns, or its own
 * organisations do (`heldByTheCompany`), as its head office owns the demo's collection account.
 */
async function companyAccountsByIban(trx: TenantTransaction, tenant: string) {
  const rows = await entityTables(trx)
    .selectFrom(bankAccountEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where(heldByTheCompany(tenant))
    .orderBy('registration')
    .execute();
  return new Map(
    rows.map(rowToRecord).map((account) => [compactIban(textOf(account.bankIban)), account] as const),
  );
}

/** The same statement of the same account twice would pay its invoices twice: the second is refused. */
async function refuseImportedTwice(
  trx: TenantTransaction,
  tenant: string,
  account: string,
  statementId: string,
): Promise<void> {
  // Two uploads of one file at once wait for each other here, and the second finds the first.
  await sql`select pg_advisory_xact_lock(hashtext(${`${tenant} ${account} ${statementId}`}))`.execute(trx);
  const { rows } = await sql<{ registration: string }>`
    select registration from ${sql.table(bankStatementEntity.table)}
    where tenant = ${tenant} and data->>'bankAccountRegistration' = ${account}
      and data->>'statementId' = ${statementId}
    limit 1`.execute(trx);
  const [already] = rows;
  if (already)
    throw new LessorError('STATEMENT_ALREADY_IMPORTED', [statementId, account, already.registration]);
}

/**
 * What a sure match does: a return reopens its invoice; a credit pays what the invoice still owes
 * (an earlier payment of this statement may have paid it already), the rest waiting for a clerk.
 */
async function settle(
  allocator: PaymentAllocator,
  trx: TenantTransaction,
  actor: Actor,
  transaction: EntityRecord,
  { entry, transaction: read, match, statement }: Payment & { statement: EntityRecord },
  matcher: PaymentMatcher,
): Promise<void> {
  const on = entry.bookedOn ?? String(statement.date ?? today()).slice(0, 10);
  if (read.returnReason) {
    const invoice = await returnedInvoice(trx, actor.tenant, read, match);
    if (!invoice) return;
    await allocator.recordReturn(transaction, {
      invoiceRegistration: invoice,
      amount: new Money(read.amount),
      reason: returnReasonText(read.returnReason),
      ...(read.mandateId ? { mandateId: read.mandateId } : {}),
      on,
    });
    return;
  }
  if (!match || match.confidence < confidentAt) return;
  const share = Money.min(matcher.owed(match.item.reference), new Money(read.amount));
  if (share.lte(0)) return;
  try {
    await allocator.allocate(transaction, [{ invoiceRegistration: match.item.reference, amount: share }], on);
    matcher.paid(match.item.reference, share);
  } catch (error) {
    // Paid meanwhile by a clerk's hand (the run read the invoices at its start): refused before any
    // write, the payment waits for a clerk like any unsure one.
    if (!(error instanceof LessorError && error.code === 'ALLOCATION_EXCEEDS_BALANCE')) throw error;
  }
}

/**
 * The invoice a returned direct debit had collected: the one its end-to-end id names (the collection
 * file wrote the invoice's registration there), whatever its status now, else the one matching found.
 */
async function returnedInvoice(
  trx: TenantTransaction,
  tenant: string,
  read: StatementTransaction,
  match: PaymentMatch | undefined,
): Promise<string | undefined> {
  if (read.endToEndId) {
    const row = await entityTables(trx)
      .selectFrom(invoiceEntity.table)
      .select('registration')
      .where('tenant', '=', tenant)
      .where('registration', '=', read.endToEndId)
      .executeTakeFirst();
    if (row) return row.registration;
  }
  return match && match.confidence >= confidentAt ? match.item.reference : undefined;
}

function countsOf(statement: EntityRecord) {
  const count = (field: string) => Number(statement[field] ?? 0);
  return {
    transactions: count('transactionCount'),
    matched: count('matchedCount'),
    returned: count('returnedCount'),
    toReconcile: count('toReconcileCount'),
  };
}
