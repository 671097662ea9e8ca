import { taxEntity } from '@lessor/domain/entities';
import { entityTables, type TenantTransaction } from '../../../tenancy/with-tenant.ts';
import { rowToRecord } from '../../record-mapping.ts';

type TaxRecord = Readonly<Record<string, unknown>>;

// One read per transaction: a seed chunk prices hundreds of files with the rates it read once.
const readByTransaction = new WeakMap<TenantTransaction, Promise<TaxRecord[]>>();

/** The tenant's Tax records (code, rate, status, validity dates), read in the write's transaction. */
export function tenantTaxRecords(trx: TenantTransaction, tenant: string): Promise<TaxRecord[]> {
  const known = readByTransaction.get(trx);
  if (known) return known;
  const read = entityTables(trx)
    .selectFrom(taxEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .execute()
    .then((rows) => rows.map(rowToRecord));
  readByTransaction.set(trx, read);
  return read;
}
