import type { CatalogModel, EntityRecord } from '@lessor/domain/api';
import { assetCatalogItemEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { findRecordRow } from '../../entities/reading/find-record.ts';
import { listRecords } from '../../entities/reading/list-records.ts';
import { rowToRecord } from '../../entities/record-mapping.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** The id of a company's own item among catalogue models: its registration, marked as the tenant's. */
const tenantPrefix = 'tenant:';

export const isTenantItemId = (id: string) => id.startsWith(tenantPrefix);

/** The company's own catalogue items (AssetCatalogItem) matching a term, as catalogue models. */
export async function searchTenantItems(
  trx: TenantTransaction,
  tenant: string,
  term: string,
  limit: number,
): Promise<CatalogModel[]> {
  const page = await listRecords(trx, tenant, assetCatalogItemEntity, {
    range: { offset: 0, limit },
    sort: [{ field: 'name', descending: false }],
    search: term,
    filters: [],
  });
  return page.records.filter((record) => record.status !== 'INACTIVE').map(tenantItemToModel);
}

/** One of the company's items by its catalogue id (`tenant:ASC00000001`). */
export async function readTenantItem(
  trx: TenantTransaction,
  tenant: string,
  id: string,
): Promise<CatalogModel> {
  const registration = id.slice(tenantPrefix.length);
  try {
    return tenantItemToModel(
      rowToRecord(await findRecordRow(trx, tenant, assetCatalogItemEntity, registration)),
    );
  } catch (error) {
    if (error instanceof LessorError && error.code === 'ENTITY_REGISTRATION_NOT_FOUND')
      throw new LessorError('CATALOG_ITEM_NOT_FOUND', ['LECTURA', 'model', id]);
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A company's item as a catalogue model: its price, currency and tax code are known. */
function tenantItemToModel(record: EntityRecord): CatalogModel {
  const manufacturer = text(record.manufacturer) ?? '';
  const category = text(record.category);
  return {
    id: `${tenantPrefix}${record.registration}`,
    name: text(record.model) ?? record.name ?? record.registration,
    manufacturer: { id: manufacturer, name: manufacturer },
    category: { id: category ?? 'own-catalogue', name: category ?? 'Own catalogue' },
    subCategory: null,
    yearFrom: null,
    yearTo: null,
    parameters: {
      registration: record.registration,
      name: record.name ?? null,
      code: text(record.code),
      catalogName: text(record.catalogName),
      type: record.type ?? null,
    },
    unitPrice: typeof record.unitPrice === 'number' ? record.unitPrice : null,
    currency: text(record.currency),
    taxCode: text(record.taxCode),
    source: 'tenant',
  };
}
