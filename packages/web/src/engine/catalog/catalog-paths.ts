import { type CatalogName, catalogNames, catalogPaths, catalogRunPath } from '@lessor/domain/api';

/** The catalogue a `/catalog/{name}` address names, whatever its case; undefined for another name. */
export function catalogOfRoute(name: string | undefined): CatalogName | undefined {
  return catalogNames.find((known) => known === name?.toUpperCase());
}

/** LECTURA is browsed by category; the other names are searched through their script run. */
export const isBrowsable = (catalog: CatalogName) => catalog === 'LECTURA';

/** The API path of one of LECTURA's calls: `lecturaPath('models', '42')`. */
export const lecturaPath = (...segments: string[]) =>
  [catalogPaths.lectura, ...segments.map(encodeURIComponent)].join('/');

/** Where a search of a catalogue goes: LECTURA's own search, or the named catalogue's run. */
export function searchPath(catalog: CatalogName, term: string): string {
  return isBrowsable(catalog)
    ? `${lecturaPath('search', term)}?list=`
    : `${catalogRunPath(catalog)}?${new URLSearchParams({ search: term })}`;
}

/** The page of a model in the catalogue screen. */
export const modelPagePath = (catalog: CatalogName, modelId: string) =>
  `/catalog/${catalog.toLowerCase()}/models/${encodeURIComponent(modelId)}`;
