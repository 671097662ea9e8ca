import type {
  CatalogCategory,
  CatalogListItem,
  CatalogManufacturer,
  CatalogModel,
  CatalogName,
} from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type {
  CatalogModelItem,
  CatalogProvider,
  ProviderValueCurves,
  ValueCurvesRequest,
} from '../catalog-provider.ts';

/**
 * LECTURA's HTTP API as this provider speaks it. LECTURA publishes no public reference of its
 * data API, so the shape is the closest plausible one, written down in docs/vehicle-catalogue.md
 * ("The LECTURA provider") and kept in this file alone: the paths the specification's client
 * calls (the original server relayed them), JSON with snake_case fields, the key in `X-API-Key`.
 */
interface LecturaItem {
  id: number | string;
  name: string;
}
interface LecturaCategory extends LecturaItem {
  parent_id: number | string | null;
}
interface LecturaManufacturer extends LecturaItem {
  models_count?: number;
}
interface LecturaModel extends LecturaItem {
  manufacturer: LecturaItem;
  category: LecturaItem;
  subcategory?: LecturaItem | null;
  year_from?: number | null;
  year_to?: number | null;
  specs?: Record<string, string | number | boolean | null>;
  price_new?: { amount: number; currency: string } | null;
}
interface LecturaRegression {
  category: LecturaItem;
  usage_unit: 'km' | 'hours';
  curves: { usage: number; values: { age_months: number; residual: number }[] }[];
}

/** A LECTURA answer is small; a slow one is given ten seconds. */
const timeoutMs = 10_000;
const maxAnswerBytes = 5 * 1024 * 1024;

export interface LecturaSettings {
  /** The catalogue name the tenant configured LECTURA for (LECTURA, or another name of §7). */
  catalog: CatalogName;
  /** The server's LECTURA address (LESSOR_LECTURA_URL). */
  baseUrl: string;
  apiKey: string;
  language?: string;
}

/** The vehicle catalogue of LECTURA, asked with the tenant's own API key. */
export class LecturaCatalogProvider implements CatalogProvider {
  readonly source = 'lectura';
  readonly remote = true;
  readonly #settings: LecturaSettings;

  constructor(settings: LecturaSettings) {
    this.#settings = settings;
  }

  async rootCategories(): Promise<CatalogCategory[]> {
    return (await this.#get<LecturaCategory[]>('/root-categories', { list: 'true' })).map(toCategory);
  }

  async subCategories(categoryId: string): Promise<CatalogCategory[]> {
    const path = `/categories/${encodeURIComponent(categoryId)}/sub-categories`;
    return (await this.#get<LecturaCategory[]>(path, { list: 'true' }, ['category', categoryId])).map(
      toCategory,
    );
  }

  async manufacturers(categoryId: string): Promise<CatalogManufacturer[]> {
    const path = `/categories/${encodeURIComponent(categoryId)}/manufacturers`;
    const rows = await this.#get<LecturaManufacturer[]>(path, { list: 'true' }, ['category', categoryId]);
    return rows.map(toManufacturer);
  }

  async models(categoryId: string, manufacturerId: string): Promise<CatalogModelItem[]> {
    const path = `/categories/${encodeURIComponent(categoryId)}/manufacturers/${encodeURIComponent(manufacturerId)}/models`;
    const rows = await this.#get<LecturaModel[]>(path, { list: 'true' }, ['category', categoryId]);
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      yearFrom: row.year_from ?? null,
      yearTo: row.year_to ?? null,
    }));
  }

  async model(id: string): Promise<CatalogModel> {
    return toModel(await this.#get<LecturaModel>(`/models/${encodeURIComponent(id)}`, {}, ['model', id]));
  }

  async manufacturer(id: string): Promise<CatalogManufacturer> {
    const path = `/manufacturers/${encodeURIComponent(id)}`;
    return toManufacturer(await this.#get<LecturaManufacturer>(path, {}, ['manufacturer', id]));
  }

  async search(term: string, limit: number): Promise<CatalogModel[]> {
    const rows = await this.#get<LecturaModel[]>(`/search/${encodeURIComponent(term.trim())}`, {
      list: 'true',
    });
    return rows.slice(0, limit).map(toModel);
  }

  async valueCurves(request: ValueCurvesRequest): Promise<ProviderValueCurves> {
    const query: Record<string, string> = {
      modelName: request.modelName,
      manufacturerName: request.manufacturerName,
    };
    if (request.year !== undefined) query.year = String(request.year);
    if (request.usage !== undefined) query.usage = String(request.usage);
    const answer = await this.#get<LecturaRegression>('/v2/regressor', query);
    if (!Array.isArray(answer.curves)) throw this.#unavailable('the regressor answered no curves');
    return {
      model: null,
      category: toItem(answer.category),
      usageUnit: answer.usage_unit === 'hours' ? 'hours' : 'km',
      parametersSource: 'provider',
      curves: answer.curves.map((curve) => ({
        usage: curve.usage,
        points: curve.values.map((value) => ({ ageMonths: value.age_months, share: value.residual })),
      })),
    };
  }

  /** One call: `notFound` names what a 404 means (a category, a model...), else it is a failure. */
  async #get<T>(path: string, query: Record<string, string>, notFound?: [string, string]): Promise<T> {
    const url = new URL(`${this.#settings.baseUrl.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'x-api-key': this.#settings.apiKey,
          ...(this.#settings.language ? { 'accept-language': this.#settings.language } : {}),
        },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw this.#unavailable('no answer');
    }
    if (response.status === 404 && notFound)
      throw new LessorError('CATALOG_ITEM_NOT_FOUND', [this.#settings.catalog, ...notFound]);
    if (response.status === 401 || response.status === 403)
      throw this.#unavailable('the API key was refused');
    if (!response.ok) throw this.#unavailable(`status ${response.status}`);
    const text = await response.text();
    if (text.length > maxAnswerBytes) throw this.#unavailable('the answer is too large');
    try {
      return JSON.parse(text) as T;
    } catch {
      throw this.#unavailable('the answer is not JSON');
    }
  }

  #unavailable(reason: string): LessorError {
    return new LessorError('CATALOG_UNAVAILABLE', [this.#settings.catalog, reason]);
  }
}

const toItem = (item: LecturaItem): CatalogListItem => ({ id: String(item.id), name: item.name });

const toCategory = (row: LecturaCategory): CatalogCategory => ({
  ...toItem(row),
  parentId: row.parent_id === null || row.parent_id === undefined ? null : String(row.parent_id),
});

const toManufacturer = (row: LecturaManufacturer): CatalogManufacturer => ({
  ...toItem(row),
  ...(row.models_count === undefined ? {} : { modelCount: row.models_count }),
});

function toModel(row: LecturaModel): CatalogModel {
  return {
    ...toItem(row),
    manufacturer: toItem(row.manufacturer),
    category: toItem(row.category),
    subCategory: row.subcategory ? toItem(row.subcategory) : null,
    yearFrom: row.year_from ?? null,
    yearTo: row.year_to ?? null,
    parameters: { ...row.specs },
    unitPrice: row.price_new?.amount ?? null,
    currency: row.price_new?.currency ?? null,
    taxCode: null,
    source: 'lectura',
  };
}
