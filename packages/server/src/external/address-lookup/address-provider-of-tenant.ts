import { addressLookupSettingOf } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../../configuration-documents/configuration-document-store.ts';
import type { Database } from '../../db/database.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { type AddressProvider, noAddressProvider } from './address-provider.ts';
import { BanAddressProvider } from './ban-address-provider.ts';

/** The public API of the national address base, used when LESSOR_BAN_URL is not set. */
export const defaultBanUrl = 'https://api-adresse.data.gouv.fr';

/** What the server itself says about address lookup. */
export interface AddressLookupServices {
  /** The national address base's API (LESSOR_BAN_URL). */
  banUrl: string;
}

/**
 * The provider a tenant chose in `addressLookup` of its tenant-config document; None unless it
 * chose one. Read in the tenant's own transaction, which closes before the provider is called.
 */
export async function addressProviderOf(
  db: Database,
  services: AddressLookupServices,
  tenant: string,
): Promise<AddressProvider> {
  const config = await withTenant(db.app, tenant, (trx) =>
    readConfigurationDocument<{ addressLookup?: unknown }>(trx, tenant, 'tenant-config'),
  );
  const setting = addressLookupSettingOf(config?.value?.addressLookup);
  return setting.provider === 'ban' ? new BanAddressProvider(services.banUrl) : noAddressProvider;
}
