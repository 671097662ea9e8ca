import type { CatalogModel } from '@lessor/domain/api';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../db/schema.ts';
import type { VehicleCatalogTables } from './vehicle-catalog-tables.ts';

type CatalogDb = Kysely<CoreDatabase & VehicleCatalogTables>;

/** A model row with the names of its manufacturer, category and sub-category. */
export function modelsWithNames(db: CatalogDb) {
  return db
    .selectFrom('vehicle_catalog_models as m')
    .innerJoin('vehicle_catalog_manufacturers as f', 'f.id', 'm.manufacturer_id')
    .innerJoin('vehicle_catalog_categories as c', 'c.id', 'm.category_id')
    .innerJoin('vehicle_catalog_categories as s', 's.id', 'm.sub_category_id')
    .select([
      'm.id',
      'm.name',
      'm.manufacturer_id',
      'f.name as manufacturer_name',
      'm.category_id',
      'c.name as category_name',
      'm.sub_category_id',
      's.name as sub_category_name',
      'm.year_from',
      'm.year_to',
      'm.parameters',
    ]);
}

type ModelRow = Awaited<ReturnType<ReturnType<typeof modelsWithNames>['executeTakeFirstOrThrow']>>;

/** A row as the API answers a built-in model: no price, which vPIC does not know. */
export function toCatalogModel(row: ModelRow): CatalogModel {
  const parameters = typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters;
  return {
    id: row.id,
    name: row.name,
    manufacturer: { id: row.manufacturer_id, name: row.manufacturer_name },
    category: { id: row.category_id, name: row.category_name },
    subCategory: { id: row.sub_category_id, name: row.sub_category_name },
    yearFrom: row.year_from,
    yearTo: row.year_to,
    parameters,
    unitPrice: null,
    currency: null,
    taxCode: null,
    source: 'builtin',
  };
}
