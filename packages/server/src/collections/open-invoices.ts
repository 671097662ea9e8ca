import type { OpenItem } from '@lessor/domain/collections';
import { invoiceEntity } from '@lessor/domain/entities';
import { Money } from '@lessor/domain/finance';
import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { bankAccountsOf, mandatesOf, personOfRole, personsByRegistration, textOf } from './payers.ts';
import { openInvoiceStatuses } from './payment-allocator.ts';

/** A return comes back the other way: a direct debit returned is a debit naming a receivable. */
export const opposite = { CRDT: 'DBIT', DBIT: 'CRDT' } as const;

/**
 * The receivable (R) or payable (P) invoices still owing money, as matching reads them: the registration, which a payment file sent as end-to-end id, and
 * the other party's IBAN and mandate (its account holding an active mandate, else its first with an
 * IBAN): the payer of a receivable, the payee of a payable.
 */
export async function openInvoices(
  trx: TenantTransaction,
  tenant: string,
  pr: 'R' | 'P',
): Promise<Map<string, OpenItem>> {
  const { rows } = await sql<{ id: string; registration: string; data: Record<string, unknown> }>`
    select id, registration, data from ${sql.table(invoiceEntity.table)}
    where tenant = ${tenant} and status in (${sql.join(openInvoiceStatuses)})
      and coalesce(data->>'pr', 'R') = ${pr}
    order by registration`.execute(trx);
  const role = pr === 'R' ? 'PAYER' : 'PAYEE';
  const parties = await personsByRegistration(
    trx,
    tenant,
    rows.map((row) => personOfRole(row.data, role)),
  );
  const items = new Map<string, OpenItem>();
  for (const row of rows) {
    const payer = parties.get(personOfRole(row.data, role));
    const accounts = payer ? bankAccountsOf(payer) : [];
    const mandated = accounts.find((account) =>
      mandatesOf(account).some((mandate) => mandate.rumStatus === 'ACTIVE'),
    );
    const account = mandated ?? accounts.find((candidate) => textOf(candidate.bankIban) !== '');
    const mandate = mandated && mandatesOf(mandated).find((candidate) => candidate.rumStatus === 'ACTIVE');
    const iban = account ? textOf(account.bankIban) : '';
    const dueOn = textOf(row.data.dueDate).slice(0, 10);
    items.set(row.registration, {
      id: row.id,
      reference: row.registration,
      endToEndId: row.registration,
      amountDue: new Money(Number(row.data.totalBalance ?? 0)).toFixed(2),
      ...(mandate ? { mandateReference: textOf(mandate.rumReference) } : {}),
      ...(dueOn ? { dueOn } : {}),
      ...(iban ? { payerIban: iban } : {}),
    });
  }
  return items;
}
