import type {
  CatalogCategory,
  CatalogListItem,
  CatalogManufacturer,
  CatalogModel,
  CatalogSource,
  ValueCurve,
} from '@lessor/domain/api';

/** A model in a list of a manufacturer's models: its name and years. */
export interface CatalogModelItem extends CatalogListItem {
  yearFrom: number | null;
  yearTo: number | null;
}

/** What the regressor is asked (business-areas.md §7: both names are required). */
export interface ValueCurvesRequest {
  modelName: string;
  manufacturerName: string;
  year?: number;
  usage?: number;
}

/** A provider's value curves, before the route adds the request and the age of the vehicle. */
export interface ProviderValueCurves {
  model: CatalogModel | null;
  category: CatalogListItem;
  usageUnit: 'km' | 'hours';
  curves: ValueCurve[];
  parametersSource: 'default' | 'tenant' | 'provider';
}

/**
 * A vehicle catalogue, whichever answers it: the built-in vPIC data, LECTURA's API, or another
 * provider a tenant configures for a catalogue name (docs/vehicle-catalogue.md). Ids are the
 * provider's own, as text. An unknown id is `CATALOG_ITEM_NOT_FOUND`; a provider that cannot
 * answer is `CATALOG_UNAVAILABLE`.
 */
export interface CatalogProvider {
  readonly source: CatalogSource;
  /**
   * A remote provider is called once the tenant's transaction has closed, never holding a
   * connection while it waits; a local one answers inside that transaction.
   */
  readonly remote: boolean;
  rootCategories(): Promise<CatalogCategory[]>;
  subCategories(categoryId: string): Promise<CatalogCategory[]>;
  /** Manufacturers with models in a category, root or sub-category. */
  manufacturers(categoryId: string): Promise<CatalogManufacturer[]>;
  models(categoryId: string, manufacturerId: string): Promise<CatalogModelItem[]>;
  model(id: string): Promise<CatalogModel>;
  manufacturer(id: string): Promise<CatalogManufacturer>;
  /** Models whose manufacturer and model names hold every word of `term`, best first. */
  search(term: string, limit: number): Promise<CatalogModel[]>;
  valueCurves(request: ValueCurvesRequest): Promise<ProviderValueCurves>;
}
