import { invoiceEntity } from '@lessor/domain/entities';
import { toFixedDecimal } from '@lessor/domain/formats';
import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** An invoice a payment file may carry: its data as stored, what it still owes, the day it is due. */
export interface InvoiceDueRow {
  id: string;
  registration: string;
  type: string | null;
  data: Record<string, unknown>;
  /** Decimal text; '0' when unset. */
  balance: string;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** Invoice statuses still owing money with nothing on its way, which a payment file may carry. */
const fileableStatuses = ['ISSUED', 'SENT', 'PARTIALLY_PAID'];

/**
 * The invoices of one side (`pr`: R receivable, the default; P payable) due by the day that still
 * owe money, paid by the mode given or by no mode said, locked until the transaction ends, so that two
 * runs never put one invoice in two files.
 */
export async function lockInvoicesDue(
  trx: TenantTransaction,
  tenant: string,
  wanted: { dueBy: string; pr: 'P' | 'R'; paymentMode: 'DIRECT_DEBIT' | 'TRANSFER' },
): Promise<InvoiceDueRow[]> {
  const { rows } = await sql<Pick<InvoiceDueRow, 'id' | 'registration' | 'type' | 'data'>>`
    select id, registration, type, data from ${sql.table(invoiceEntity.table)}
    where tenant = ${tenant} and status in (${sql.join(fileableStatuses)})
      and left(data->>'dueDate', 10) <= ${wanted.dueBy}
      and coalesce(data->>'paymentMode', ${wanted.paymentMode}) = ${wanted.paymentMode}
      and coalesce(data->>'pr', 'R') = ${wanted.pr}
    order by registration
    for update`.execute(trx);
  return rows.map((row) => ({
    ...row,
    balance: toFixedDecimal(row.data.totalBalance, 2) ?? '0',
    dueDate: String(row.data.dueDate ?? '').slice(0, 10),
  }));
}
