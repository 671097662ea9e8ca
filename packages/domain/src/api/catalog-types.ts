/**
 * The vehicle catalogue as the API answers it (business-areas.md §3 "Vehicle catalogue", §7
 * "Catalogue client"): categories and sub-categories, manufacturers, models, and the value curves
 * of the regressor. Every provider (the built-in vPIC data, LECTURA, a company's own items)
 * answers these shapes.
 */

/** The catalogue names the client knows (foundation.md §9); LECTURA has its own item lookup. */
export const catalogNames = ['LECTURA', 'EMPREKIS', 'AUTOVISTA', 'AUTOBIZ', 'CARTELL', 'ACB'] as const;
export type CatalogName = (typeof catalogNames)[number];

/** Where a catalogue entry comes from: the built-in data, a remote provider, or the company's own items. */
export type CatalogSource = 'builtin' | 'lectura' | 'tenant';

/** An entry of a `?list=true` answer: a category, a manufacturer or a model. */
export interface CatalogListItem {
  id: string;
  name: string;
}

export interface CatalogCategory extends CatalogListItem {
  /** The root category of a sub-category; null for a root category. */
  parentId: string | null;
}

export interface CatalogManufacturer extends CatalogListItem {
  /** How many models the catalogue holds for it, when the provider tells. */
  modelCount?: number;
}

/** A catalogue model: what an asset is made from (lectura-to-asset). */
export interface CatalogModel extends CatalogListItem {
  manufacturer: CatalogListItem;
  /** The root category (passenger cars, trucks...). */
  category: CatalogListItem;
  subCategory: CatalogListItem | null;
  /** First and last model years; a null last year means still made. */
  yearFrom: number | null;
  yearTo: number | null;
  /** The catalogue's own data about the model (vehicle types, body class, a company's code...). */
  parameters: Record<string, string | number | boolean | string[] | null>;
  /** A new price, when the catalogue knows one (a company's own items do). */
  unitPrice: number | null;
  currency: string | null;
  taxCode: string | null;
  source: CatalogSource;
}

/** A model found by a search, with where it comes from. */
export type CatalogSearchHit = CatalogModel;

/** One point of a value curve: the share of the new price left at an age. */
export interface ValueCurvePoint {
  ageMonths: number;
  /** A fraction of the new price, 4 decimals (0.6375 is 63.75 %). */
  share: number;
}

/** The curve of one yearly usage. */
export interface ValueCurve {
  usage: number;
  points: ValueCurvePoint[];
}

/** `GET /api/external/lectura/v2/regressor`: the value curves of a model. */
export interface RegressorAnswer {
  modelName: string;
  manufacturerName: string;
  year: number | null;
  /** The model the names were found as, when the catalogue has it. */
  model: CatalogModel | null;
  category: CatalogListItem;
  usageUnit: 'km' | 'hours';
  /** The age, in months, of a vehicle of `year` today; null without a year. */
  ageMonths: number | null;
  curves: ValueCurve[];
  /** Whose depreciation parameters drew the curves: the shipped ones or the company's own. */
  parametersSource: 'default' | 'tenant' | 'provider';
}

/** `POST /api/script/runs/lectura-to-asset`: the asset fields a catalogue model gives. */
export interface CatalogAssetData {
  name?: string;
  type?: string;
  manufacturer?: string;
  model?: string;
  category?: string;
  categories?: { name: string; code: string }[];
  unitPrice?: number;
  currency?: string;
  taxCode?: string;
  paramsCatalog?: Record<string, unknown>;
}

/** Whether a catalogue's API key is set, as `GET /api/external/catalog-credentials` answers. */
export interface CatalogCredentialState {
  catalog: CatalogName;
  isSet: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Paths of the catalogue client (business-areas.md §7). */
export const catalogPaths = {
  lectura: '/api/external/lectura',
  lecturaToAsset: '/api/script/runs/lectura-to-asset',
  credentials: '/api/external/catalog-credentials',
  residualValueSheet: '/api/core/configuration-documents/residual-value-parameters/sheet',
} as const;

/** `GET /api/script/runs/{catalog}?search=`: a named catalogue's models matching a term. */
export const catalogRunPath = (catalog: CatalogName) => `/api/script/runs/${catalog.toLowerCase()}`;
