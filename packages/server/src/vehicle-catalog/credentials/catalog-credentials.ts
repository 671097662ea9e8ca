import type { CatalogCredentialState, CatalogName } from '@lessor/domain/api';
import { catalogNames } from '@lessor/domain/api';
import type { ColumnType } from 'kysely';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { secretContexts } from '../../secrets/secret-contexts.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

type CatalogCredentialsTables = {
  catalog_credentials: {
    tenant: string;
    catalog: string;
    value: string;
    updated_at: ColumnType<Date, Date | undefined, Date>;
    updated_by: string;
  };
};

const credentials = (trx: TenantTransaction) => trx.withTables<CatalogCredentialsTables>();

/** Seals and keeps a catalogue's API key for the tenant, replacing the one it had. */
export async function setCatalogCredential(
  trx: TenantTransaction,
  box: SecretBox,
  write: { tenant: string; catalog: CatalogName; apiKey: string; username: string },
): Promise<void> {
  const value = box.seal(write.apiKey, secretContexts.catalogCredential(write.tenant, write.catalog));
  await credentials(trx)
    .insertInto('catalog_credentials')
    .values({ tenant: write.tenant, catalog: write.catalog, value, updated_by: write.username })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant', 'catalog'])
        .doUpdateSet({ value, updated_by: write.username, updated_at: new Date() }),
    )
    .execute();
}

/** Forgets a catalogue's API key; answers whether there was one. */
export async function clearCatalogCredential(
  trx: TenantTransaction,
  tenant: string,
  catalog: CatalogName,
): Promise<boolean> {
  const result = await credentials(trx)
    .deleteFrom('catalog_credentials')
    .where('tenant', '=', tenant)
    .where('catalog', '=', catalog)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The API key of a catalogue, opened; undefined when the tenant has none. */
export async function readCatalogCredential(
  trx: TenantTransaction,
  box: SecretBox,
  tenant: string,
  catalog: CatalogName,
): Promise<string | undefined> {
  const row = await credentials(trx)
    .selectFrom('catalog_credentials')
    .select('value')
    .where('tenant', '=', tenant)
    .where('catalog', '=', catalog)
    .executeTakeFirst();
  return row && box.open(row.value, secretContexts.catalogCredential(tenant, catalog));
}

/** Which catalogues have a key, by whom and when it was set: never the keys themselves. */
export async function catalogCredentialStates(
  trx: TenantTransaction,
  tenant: string,
): Promise<CatalogCredentialState[]> {
  const rows = await credentials(trx)
    .selectFrom('catalog_credentials')
    .select(['catalog', 'updated_at', 'updated_by'])
    .where('tenant', '=', tenant)
    .execute();
  const byName = new Map(rows.map((row) => [row.catalog, row]));
  return catalogNames.map((catalog) => {
    const row = byName.get(catalog);
    return {
      catalog,
      isSet: row !== undefined,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by ?? null,
    };
  });
}
