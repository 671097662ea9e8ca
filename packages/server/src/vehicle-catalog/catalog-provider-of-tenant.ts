import type { CatalogName } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { type CatalogSetting, catalogSettingsOf } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
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
 * document: the built-in catalogue, or LECTURA with the tenant's sealed API key. The settings and
 * the key are read in one transaction, closed before any remote call.
 */
export async function catalogProviderOfTenant(
  db: Database,
  services: CatalogServices,
  tenant: string,
  catalog: CatalogName,
): Promise<CatalogProvider> {
  const { setting, apiKey } = await withTenant(db.app, tenant, async (trx) => {
    const config = await readConfigurationDocument<{ catalogs?: unknown }>(trx, tenant, 'tenant-config');
    const own = catalogSettingsOf(config?.value?.catalogs)[catalog];
    const chosen = own ?? defaultSettings[catalog];
    const key =
      chosen?.provider === 'lectura'
        ? await readCatalogCredential(trx, db.secrets, tenant, catalog)
        : undefined;
    return { setting: chosen, apiKey: key };
  });
  if (!setting) throw new LessorError('CATALOG_NOT_CONFIGURED', [catalog]);
  if (setting.provider === 'builtin')
    return new BuiltinCatalogProvider(
      db.app,
      () => withTenant(db.app, tenant, (trx) => readResidualValueParameters(trx, tenant)),
      catalog,
    );
  if (!services.lecturaUrl)
    throw new LessorError('CATALOG_UNAVAILABLE', [catalog, 'no LECTURA address is set on this server']);
  if (!apiKey) throw new LessorError('CATALOG_CREDENTIALS_MISSING', [catalog]);
  return new LecturaCatalogProvider({
    catalog,
    baseUrl: services.lecturaUrl,
    apiKey,
    ...(setting.language ? { language: setting.language } : {}),
  });
}
