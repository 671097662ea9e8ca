import type { CatalogCategory, CatalogManufacturer, CatalogModel, CatalogName } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../../db/schema.ts';
import type {
  CatalogModelItem,
  CatalogProvider,
  ProviderValueCurves,
  ValueCurvesRequest,
} from '../catalog-provider.ts';
import { curvesOfProfile, type TenantResidualValues } from '../residual-values/curves-of-profile.ts';
import { modelsWithNames, toCatalogModel } from './builtin-model-query.ts';
import type { VehicleCatalogTables } from './vehicle-catalog-tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The built-in catalogue: NHTSA vPIC makes and models (docs/vehicle-catalogue.md), in global tables
 * every tenant reads, with the tenant's own residual-value parameters for the value curves.
 */
export class BuiltinCatalogProvider implements CatalogProvider {
  readonly source = 'builtin';
  readonly remote = false;
  readonly #db: Kysely<CoreDatabase & VehicleCatalogTables>;
  readonly #residualValues: TenantResidualValues;
  readonly #catalog: CatalogName;

  /** `catalog` is the name the tenant asks it under, for the errors to say. */
  constructor(db: Kysely<CoreDatabase>, residualValues: TenantResidualValues, catalog: CatalogName) {
    this.#db = db.withTables<VehicleCatalogTables>();
    this.#residualValues = residualValues;
    this.#catalog = catalog;
  }

  async rootCategories(): Promise<CatalogCategory[]> {
    return this.#categories().where('parent_id', 'is', null).execute();
  }

  async subCategories(categoryId: string): Promise<CatalogCategory[]> {
    await this.#category(categoryId);
    return this.#categories().where('parent_id', '=', categoryId).execute();
  }

  async manufacturers(categoryId: string): Promise<CatalogManufacturer[]> {
    const category = await this.#category(categoryId);
    const column = category.parentId === null ? 'm.category_id' : 'm.sub_category_id';
    const rows = await this.#db
      .selectFrom('vehicle_catalog_models as m')
      .innerJoin('vehicle_catalog_manufacturers as f', 'f.id', 'm.manufacturer_id')
      .select(['f.id', 'f.name', (eb) => eb.fn.countAll<string>().as('model_count')])
      .where(column, '=', categoryId)
      .groupBy(['f.id', 'f.name'])
      .orderBy('f.name')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, modelCount: Number(row.model_count) }));
  }

  async models(categoryId: string, manufacturerId: string): Promise<CatalogModelItem[]> {
    const category = await this.#category(categoryId);
    await this.manufacturer(manufacturerId);
    const column = category.parentId === null ? 'category_id' : 'sub_category_id';
    const rows = await this.#db
      .selectFrom('vehicle_catalog_models')
      .select(['id', 'name', 'year_from', 'year_to'])
      .where(column, '=', categoryId)
      .where('manufacturer_id', '=', manufacturerId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, yearFrom: row.year_from, yearTo: row.year_to }));
  }

  async model(id: string): Promise<CatalogModel> {
    const row = await modelsWithNames(this.#db).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw this.#notFound('model', id);
    return toCatalogModel(row);
  }

  async manufacturer(id: string): Promise<CatalogManufacturer> {
    const row = await this.#db
      .selectFrom('vehicle_catalog_manufacturers as f')
      .select(['f.id', 'f.name'])
      .select((eb) =>
        eb
          .selectFrom('vehicle_catalog_models')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('manufacturer_id', '=', 'f.id')
          .as('model_count'),
      )
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!row) throw this.#notFound('manufacturer', id);
    return { id: row.id, name: row.name, modelCount: Number(row.model_count ?? 0) };
  }

  /**
   * Every word must appear in the manufacturer's or the model's name (a trigram index serves each
   * `like`); the best come first: the model's exact name, then names starting with the term. One
   * statement, which ranks the matches on the models' own columns and joins the names to the page
   * alone: a frequent word matches hundreds of models.
   */
  async search(term: string, limit: number): Promise<CatalogModel[]> {
    const text = term.trim().toLowerCase();
    const words = text.split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const prefix = `${escapeLike(text)}%`;
    const best = this.#db
      .selectFrom('vehicle_catalog_models')
      .select([
        'id as best_id',
        'search_text as best_text',
        sql<number>`case when lower(name) = ${text} then 0 when lower(name) like ${prefix} then 1
          when search_text like ${prefix} then 2 else 3 end`.as('best_rank'),
      ])
      .where((eb) => eb.and(words.map((word) => eb('search_text', 'like', `%${escapeLike(word)}%`))))
      .orderBy('best_rank')
      .orderBy('search_text')
      .orderBy('id')
      .limit(limit)
      .as('best');
    const rows = await modelsWithNames(this.#db)
      .innerJoin(best, 'best.best_id', 'm.id')
      .orderBy('best.best_rank')
      .orderBy('best.best_text')
      .orderBy('m.id')
      .execute();
    return rows.map(toCatalogModel);
  }

  /** The model named, else any vehicle: the curves then follow the default profile. */
  async valueCurves(request: ValueCurvesRequest): Promise<ProviderValueCurves> {
    let query = modelsWithNames(this.#db)
      .where(sql<boolean>`lower(f.name) = ${request.manufacturerName.trim().toLowerCase()}`)
      .where(sql<boolean>`lower(m.name) = ${request.modelName.trim().toLowerCase()}`);
    // Of several models of that name, one made that year first.
    if (request.year !== undefined)
      query = query.orderBy(
        sql`case when ${request.year} between coalesce(m.year_from, 0) and coalesce(m.year_to, 9999) then 0 else 1 end`,
      );
    const row = await query.orderBy('m.id').executeTakeFirst();
    const model = row ? toCatalogModel(row) : null;
    const category = model?.category ?? { id: 'default', name: 'Any vehicle' };
    const { parameters, source } = await this.#residualValues();
    return {
      model,
      category,
      parametersSource: source,
      ...curvesOfProfile(parameters, category.id, request.usage),
    };
  }

  #categories() {
    return this.#db
      .selectFrom('vehicle_catalog_categories')
      .select(['id', 'name', 'parent_id as parentId'])
      .orderBy('position');
  }

  #notFound(kind: string, id: string): LessorError {
    return new LessorError('CATALOG_ITEM_NOT_FOUND', [this.#catalog, kind, id]);
  }

  async #category(id: string): Promise<CatalogCategory> {
    const category = await this.#categories().where('id', '=', id).executeTakeFirst();
    if (!category) throw this.#notFound('category', id);
    return category;
  }
}
