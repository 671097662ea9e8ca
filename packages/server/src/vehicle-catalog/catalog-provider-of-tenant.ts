import type { CatalogName } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { type CatalogSetting, catalogSettingsOf } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { BuiltinCatalogProvider } from './builtin/builtin-catalog-provider.ts';
import type { CatalogProvider } from './catalog-provider.ts';
import { readCatalogCredential } from './credentials/catalog-credentials.ts';
import { LecturaCatalogProvider } from './lectura/lectura-catalog-provider.ts';
import { readResidualValueParameters } from './residual-values/read-residual-value-parameters.ts';

/** What the server itself says about remote catalogues. */
export interface CatalogServices {
  /** LECTURA's API address (LESSOR_LECTURA_URL); a tenant cannot choose where its key is sent. */
  lecturaUrl?: string;
}

/** A fresh start answers LECTURA's calls from the built-in data, offline; other names are opt-in. */
const defaultSettings: Partial<Record<CatalogName, CatalogSetting>> = { LECTURA: { provider: 'builtin' } };

/**
 * The provider that answers a catalogue name for a tenant, from `catalogs` of its tenant-config
 * document: the built-in catalogue, read in the tenant's transaction `trx`, or LECTURA with the
 * tenant's sealed API key, which makes its remote calls after that transaction.
 */
async function catalogProviderIn(
  trx: TenantTransaction,
  context: { db: Database; services: CatalogServices; tenant: string },
  catalog: CatalogName,
): Promise<CatalogProvider> {
  const { db, services, tenant } = context;
  const config = await readConfigurationDocument<{ catalogs?: unknown }>(trx, tenant, 'tenant-config');
  const setting = catalogSettingsOf(config?.value?.catalogs)[catalog] ?? defaultSettings[catalog];
  if (!setting) throw new LessorError('CATALOG_NOT_CONFIGURED', [catalog]);
  if (setting.provider === 'builtin')
    return new BuiltinCatalogProvider(trx, () => readResidualValueParameters(trx, tenant), catalog);
  if (!services.lecturaUrl)
    throw new LessorError('CATALOG_UNAVAILABLE', [catalog, 'no LECTURA address is set on this server']);
  const apiKey = await readCatalogCredential(trx, db.secrets, tenant, catalog);
  if (!apiKey) throw new LessorError('CATALOG_CREDENTIALS_MISSING', [catalog]);
  return new LecturaCatalogProvider({
    catalog,
    baseUrl: services.lecturaUrl,
    apiKey,
    ...(setting.language ? { language: setting.language } : {}),
  });
}

/**
 * Runs `work` with the tenant's provider of a catalogue name: inside the tenant's transaction for
 * the built-in catalogue (one connection and one transaction per request), after it for a remote
 * one. `trx` is the transaction, for what the work reads of the tenant's own data.
 */
export async function withCatalogProvider<T>(
  context: { db: Database; services: CatalogServices; tenant: string },
  catalog: CatalogName,
  work: (provider: CatalogProvider, trx?: TenantTransaction) => Promise<T>,
): Promise<T> {
  const outcome = await withTenant(
    context.db.app,
    context.tenant,
    async (trx): Promise<{ local: true; answer: T } | { local: false; provider: CatalogProvider }> => {
      const provider = await catalogProviderIn(trx, context, catalog);
      return provider.remote
        ? { local: false, provider }
        : { local: true, answer: await work(provider, trx) };
    },
  );
  return outcome.local ? outcome.answer : work(outcome.provider);
}
