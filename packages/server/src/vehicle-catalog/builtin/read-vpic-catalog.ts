import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/** `[id, parentId, name]`: a root category has no parent. */
type CategoryRow = [string, string | null, string];
/** `[id, name]` */
type ManufacturerRow = [string, string];
/** `[id, name, manufacturerId, subCategoryId, yearFrom, yearTo, vehicleTypes, bodyClass]` */
type ModelRow = [string, string, string, string, number, number | null, string[], string | null];

/** The built-in catalogue as `scripts/extract-vehicle-catalog.mjs` writes it. */
export interface VpicCatalog {
  source: string;
  categories: CategoryRow[];
  manufacturers: ManufacturerRow[];
  models: ModelRow[];
}

const file = new URL('./vpic-catalog.json.gz', import.meta.url);

/** Reads the shipped file: about 0.5 MB compressed, 30,000 models. */
export async function readVpicCatalog(): Promise<VpicCatalog> {
  return JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as VpicCatalog;
}
