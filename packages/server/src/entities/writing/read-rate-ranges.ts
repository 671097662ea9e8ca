import { type RateRanges, rateRangesOf } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** The tenant-config document's part that sets the plausible rates: `{ "rateRanges": { "interest": { "min", "max" } } }`. */
interface RateSettings {
  rateRanges?: unknown;
}

/**
 * The tenant's plausible rates, read in the write's transaction so a change applies to the next
 * write: its tenant-config document's `rateRanges` over the defaults (-5 % to 50 % for interest).
 */
export async function readRateRanges(trx: TenantTransaction, tenant: string): Promise<RateRanges> {
  const document = await readConfigurationDocument<RateSettings>(trx, tenant, 'tenant-config');
  return rateRangesOf(document?.value?.rateRanges);
}
