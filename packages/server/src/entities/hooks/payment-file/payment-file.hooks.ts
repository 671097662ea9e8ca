import type { EntityRecord } from '@lessor/domain/api';
import { invoiceEntity, paymentFileLineEntity, personEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { bankAccountsOf, mandatesOf, textOf } from '../../../collections/payers.ts';
import { entityTables, type TenantTransaction } from '../../../tenancy/with-tenant.ts';
import { rowToRecord } from '../../record-mapping.ts';
import type { EntityHooks, TransitionContext } from '../entity-hooks.ts';

/**
 * What sending or cancelling a direct-debit file does beyond its status. Once sent, each mandate it
 * collects moves on: a first collection makes the next ones recurring, a final or one-off collection
 * ends the mandate, and the reference and IBAN collected are kept, so that a later change is stated
 * as an amendment. Cancelled before it was sent, its invoices owe again as before it was made.
 */
export const paymentFileHooks: EntityHooks = {
  async afterTransition(file, context) {
    if (file.type !== 'DIRECT_DEBIT') return;
    if (context.transition.code === 'SEND') await moveMandatesOn(file, context);
    if (context.transition.code === 'CANCEL') await reopenInvoices(file, context);
  },
  transitionWrites: { SEND: [personEntity], CANCEL: [invoiceEntity] },
};

async function linesOf(trx: TenantTransaction, tenant: string, file: EntityRecord) {
  const { rows } = await sql<{ data: Record<string, unknown> }>`
    select data from ${sql.table(paymentFileLineEntity.table)}
    where tenant = ${tenant} and data->>'paymentFileRegistration' = ${file.registration}`.execute(trx);
  return rows.map((row) => row.data);
}

async function moveMandatesOn(file: EntityRecord, { trx, actor, related }: TransitionContext) {
  const byPayer = new Map<string, Record<string, unknown>[]>();
  for (const line of await linesOf(trx, actor.tenant, file)) {
    const payer = textOf(line.payerRegistration);
    if (payer) byPayer.set(payer, [...(byPayer.get(payer) ?? []), line]);
  }
  for (const [payer, lines] of byPayer) {
    const row = await entityTables(trx)
      .selectFrom(personEntity.table)
      .selectAll()
      .where('tenant', '=', actor.tenant)
      .where('registration', '=', payer)
      .forUpdate()
      .executeTakeFirst();
    if (!row) continue;
    const collected = new Map(lines.map((line) => [textOf(line.mandateReference), line]));
    const bankAccounts = bankAccountsOf(rowToRecord(row)).map((account) =>
      Array.isArray(account.sepaMandates)
        ? {
            ...account,
            sepaMandates: mandatesOf(account).map((mandate) => {
              const line = collected.get(textOf(mandate.rumReference));
              return line ? collectedUnder(mandate, line, file) : mandate;
            }),
          }
        : account,
    );
    await related.patch(personEntity, row.id, { bankAccounts });
  }
}

/** A mandate once a file collecting under it was sent. */
function collectedUnder(mandate: Record<string, unknown>, line: Record<string, unknown>, file: EntityRecord) {
  const sequence = textOf(line.sequenceType);
  return {
    ...mandate,
    ...(sequence === 'FRST' ? { rumSequence: 'RCUR' } : {}),
    ...(sequence === 'FNAL' || sequence === 'OOFF' ? { rumStatus: 'EXPIRED' } : {}),
    lastCollectedOn: file.collectionDate,
    lastCollectedReference: textOf(line.mandateReference),
    lastCollectedIban: textOf(line.bankIban),
  };
}

async function reopenInvoices(file: EntityRecord, { trx, actor, related }: TransitionContext) {
  const registrations = (await linesOf(trx, actor.tenant, file)).map((line) =>
    textOf(line.invoiceRegistration),
  );
  if (registrations.length === 0) return;
  const invoices = await entityTables(trx)
    .selectFrom(invoiceEntity.table)
    .selectAll()
    .where('tenant', '=', actor.tenant)
    .where('registration', 'in', registrations)
    .where('status', '=', 'COLLECTION_PENDING')
    .orderBy('registration')
    .execute();
  for (const invoice of invoices.map(rowToRecord)) {
    await related.transition(invoiceEntity, invoice._id, 'REOPEN');
    // Part paid before it was collected: it is so again.
    if (Number(invoice.totalBalance ?? 0) < Number(invoice.amountInclTax ?? 0)) {
      await related.transition(invoiceEntity, invoice._id, 'PAY_PART');
    }
  }
}
