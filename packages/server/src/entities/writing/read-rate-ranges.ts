import { type RateRanges, rateRangesOf } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** The tenant-config document's part that sets the plausible rates: `{ "rateRanges": { "interest": { "min", "max" } } }`. */
interface RateSettings {
  rateRanges?: unknown;
}

// One read per transaction: a paste or a billing run writes hundreds of records in one.
const rangesOfTransaction = new WeakMap<TenantTransaction, Promise<RateRanges>>();

/**
 * The tenant's plausible rates, read in the write's transaction so a change applies to the next
 * write: its tenant-config document's `rateRanges` over the defaults (-5 % to 50 % for interest).
 */
export function readRateRanges(trx: TenantTransaction, tenant: string): Promise<RateRanges> {
  let ranges = rangesOfTransaction.get(trx);
  if (!ranges) {
    ranges = readConfigurationDocument<RateSettings>(trx, tenant, 'tenant-config').then((document) =>
      rateRangesOf(document?.value?.rateRanges),
    );
    rangesOfTransaction.set(trx, ranges);
  }
  return ranges;
}
