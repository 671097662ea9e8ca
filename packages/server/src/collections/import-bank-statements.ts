import type { EntityRecord, ImportedBankStatement } from '@lessor/domain/api';
import {
  type BankStatement,
  balanceMismatch,
  compactIban,
  confidentAt,
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
  camtEntity,
  type EntityDefinition,
  invoiceEntity,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue } from '@lessor/domain/finance';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { answerOnce, type Idempotency, type StoredAnswer } from '../entities/writing/idempotency.ts';
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

/**
 * Imports a camt.053 statement file (or a camt.054 notification), in one transaction: a Camt record
 * for the file, a BankStatement per statement with the file as its document, a BankTransaction per
 * payment booked, each matched to the open invoices (docs/collections.md): allocated when the match
 * is sure, recorded as returned (its invoice reopened) when the payer's bank sent a direct debit
 * back, left PENDING with its best suggestion for a clerk otherwise. Refuses, writing nothing, a file
 * that is no statement, a statement of an account that is not the company's, one already imported,
 * and one whose balances do not add up. A replay of the request's `Idempotency-Key` answers what the
 * first import answered, where a plain second upload is refused as a duplicate.
 */
export async function importBankStatements(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  file: StatementFile,
  idempotency?: Idempotency,
): Promise<StoredAnswer> {
  const statements = readStatementFile(file.content);
  const serviceOf = (entity: EntityDefinition) => new EntityService(db, catalogue, entity);
  return withTenant(db.app, actor.tenant, (trx) =>
    answerOnce(trx, actor.tenant, idempotency, 201, async (): Promise<StatementImport> => {
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
      // Money received pays what we are owed; money paid out, what we owe (our transfers, read back).
      const receivables = await openInvoices(trx, actor.tenant, 'R');
      const payables = await openInvoices(trx, actor.tenant, 'P');
      const indexes = {
        CRDT: new OpenItemIndex(receivables.values()),
        DBIT: new OpenItemIndex(payables.values()),
      };
      const allocator = new PaymentAllocator(db, catalogue, trx, actor);
      const imported: ImportedBankStatement[] = [];
      // What each invoice still owes as the file's payments are allocated, one after the other.
      const owed = new Map(
        [...receivables.values(), ...payables.values()].map((item) => [
          item.reference,
          new Money(item.amountDue),
        ]),
      );
      for (const { statement, account } of checked) {
        const record = await writeStatement(trx, actor, serviceOf, statement, account, camt, file);
        const payments = bookedPayments(statement).map(({ entry, transaction }) => ({
          entry,
          transaction,
          // A return comes back the other way: a direct debit returned is a debit naming a receivable.
          match: indexes[transaction.returnReason ? opposite[entry.direction] : entry.direction].match({
            ...transaction,
            ...(entry.bookedOn ? { bookedOn: entry.bookedOn } : {}),
          }),
        }));
        const written = await serviceOf(bankTransactionEntity).createWithin(
          trx,
          actor,
          payments.map((payment) => transactionBody(payment, record, statement)),
        );
        for (const [position, payment] of payments.entries()) {
          const transaction = written[position];
          if (transaction) await settle(allocator, trx, actor, transaction, payment, owed, record);
        }
        const counted = await recountStatement(trx, actor, allocator.writes, record.registration);
        imported.push({ ...counted, counts: countsOf(counted) });
      }
      const [first, ...others] = imported;
      if (!first) throw new Error('unreachable: a statement file holds a statement');
      return others.length > 0 ? { ...first, others } : first;
    }),
  );
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
  { entry, transaction: read, match }: Payment,
  owed: Map<string, MoneyValue>,
  statement: EntityRecord,
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
  const stillOwed = owed.get(match.item.reference) ?? new Money(0);
  const share = Money.min(stillOwed, new Money(read.amount));
  if (share.lte(0)) return;
  await allocator.allocate(transaction, [{ invoiceRegistration: match.item.reference, amount: share }], on);
  owed.set(match.item.reference, stillOwed.minus(share));
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
