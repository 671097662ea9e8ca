/** A saved search of a list page (SEARCH_FILTER preference, grouped by page path). */
export interface SavedSearch {
  name: string;
  parameters: Readonly<Record<string, string>>;
}

export function readSavedSearch(value: unknown): SavedSearch | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, parameters } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof parameters !== 'object' || parameters === null) return undefined;
  const entries = Object.entries(parameters).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { name, parameters: Object.fromEntries(entries) };
}

/**
 * Why a search cannot be saved, if it cannot: an empty form, or one identical to a saved search
 * (business-areas.md §4).
 */
export function whyNotSaved(
  parameters: Readonly<Record<string, string>>,
  saved: readonly SavedSearch[],
): 'empty' | 'identical' | undefined {
  const key = canonical(parameters);
  if (key === '[]') return 'empty';
  return saved.some((search) => canonical(search.parameters) === key) ? 'identical' : undefined;
}

function canonical(parameters: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.entries(parameters)
      .filter(([, value]) => value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
