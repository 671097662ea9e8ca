import type { CatalogModel, CatalogName } from '@lessor/domain/api';
import type { Database } from '../../db/database.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { type CatalogServices, withCatalogProvider } from '../catalog-provider-of-tenant.ts';
import { searchTenantItems } from '../tenant-items/tenant-catalog-items.ts';

/** Hits of one search: enough to choose from, few enough to show at once. */
const searchLimit = 50;
/** The company's own items come first: they carry its prices. */
const tenantItemsLimit = 10;

/**
 * A search of a catalogue (business-areas.md §5: an empty term finds nothing): the company's own
 * items first, then the provider's models, each marked with its source. The tenant's settings and
 * items are read in one transaction, closed before the provider searches.
 */
export async function searchCatalog(
  db: Database,
  services: CatalogServices,
  request: { tenant: string; catalog: CatalogName; term: string },
): Promise<CatalogModel[]> {
  const text = request.term.trim();
  if (text === '') return [];
  const { tenant, catalog } = request;
  const context = { db, services, tenant };
  return withCatalogProvider(context, catalog, async (provider, trx) => {
    // In the built-in catalogue's transaction; beside a remote provider, in one of their own.
    const own = await (trx
      ? searchTenantItems(trx, tenant, text, tenantItemsLimit)
      : withTenant(db.app, tenant, (each) => searchTenantItems(each, tenant, text, tenantItemsLimit)));
    return [...own, ...(await provider.search(text, searchLimit - own.length))];
  });
}
