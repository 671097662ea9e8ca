import { registrationLookupProviderOf } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../../configuration-documents/configuration-document-store.ts';
import type { Database } from '../../db/database.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { FrenchRegistryProvider } from './french-registry-provider.ts';
import { noRegistrationProvider, type RegistrationProvider } from './registration-provider.ts';

/** What the server itself says about company registries. */
export interface RegistryServices {
  /** The French registry's API address (LESSOR_COMPANY_REGISTRY_URL). */
  companyRegistryUrl?: string | undefined;
}

/**
 * The registry that answers a tenant's lookups, from `registrationLookup` of its tenant-config
 * document: the French registry unless the tenant chose none. A server without the registry's
 * address looks nothing up. Read in its own short transaction: the registry is called after it,
 * never holding a connection while it waits.
 */
export async function registrationProviderOf(
  db: Database,
  services: RegistryServices,
  tenant: string,
): Promise<RegistrationProvider> {
  const chosen = await withTenant(db.app, tenant, async (trx) => {
    const config = await readConfigurationDocument<{ registrationLookup?: unknown }>(
      trx,
      tenant,
      'tenant-config',
    );
    return registrationLookupProviderOf(config?.value?.registrationLookup) ?? 'french-registry';
  });
  if (chosen === 'none' || !services.companyRegistryUrl) return noRegistrationProvider;
  return new FrenchRegistryProvider(services.companyRegistryUrl);
}
