import type { CatalogModel } from '@lessor/domain/api';
import type { Database } from '../../db/database.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import type { CatalogProvider } from '../catalog-provider.ts';
import { searchTenantItems } from '../tenant-items/tenant-catalog-items.ts';

/** Hits of one search: enough to choose from, few enough to show at once. */
const searchLimit = 50;
/** The company's own items come first: they carry its prices. */
const tenantItemsLimit = 10;

/**
 * A search of a catalogue (business-areas.md §5: an empty term finds nothing): the company's own
 * items first, then the provider's models, each marked with its source.
 */
export async function searchCatalog(
  db: Database,
  provider: CatalogProvider,
  tenant: string,
  term: string,
): Promise<CatalogModel[]> {
  const text = term.trim();
  if (text === '') return [];
  const own = await withTenant(db.app, tenant, (trx) =>
    searchTenantItems(trx, tenant, text, tenantItemsLimit),
  );
  return [...own, ...(await provider.search(text, searchLimit - own.length))];
}
