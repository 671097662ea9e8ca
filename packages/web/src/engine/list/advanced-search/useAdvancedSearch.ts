import type { SearchCriterion } from '@lessor/domain/query';
import { notifySuccess } from '../../../notifications/notify.ts';
import { useUserPreferences } from '../useUserPreferences.ts';
import { readSavedSearch, type SavedSearch, whyNotSaved } from './saved-searches.ts';
import { useSearchForm } from './useSearchForm.ts';

/** The advanced search of a list page: its form, and the page's saved searches. */
export function useAdvancedSearch(
  criteria: readonly SearchCriterion[],
  filters: Readonly<Record<string, string>>,
  pagePath: string,
  onSearch: (parameters: Record<string, string>) => void,
) {
  const form = useSearchForm(criteria, filters);
  const preferences = useUserPreferences('SEARCH_FILTER', pagePath);
  const saved = preferences.preferences.flatMap((preference) => {
    const search = readSavedSearch(preference.value);
    return search && preference._id ? [{ id: preference._id, ...search }] : [];
  });

  return {
    ...form,
    saved,
    reset: () => {
      form.clear();
      onSearch({});
    },
    search: () => {
      const parameters = form.parameters();
      if (parameters) onSearch(parameters);
    },
    /** Saves the form under a name, unless it is empty or a saved search already holds it. */
    save: async (name: string) => {
      const wanted = form.parameters();
      if (!wanted) return;
      const reason = whyNotSaved(wanted, saved);
      if (reason === 'empty')
        return notifySuccess('Nothing to save: the search is empty', undefined, 'warning');
      if (reason === 'identical') return notifySuccess('This search is already saved', undefined, 'warning');
      const search: SavedSearch = { name: name.trim() || describe(wanted), parameters: wanted };
      await preferences.save(crypto.randomUUID(), search);
      notifySuccess('Search saved');
    },
    remove: (id: string) => preferences.remove(id),
    apply: (search: SavedSearch) => onSearch({ ...search.parameters }),
  };
}

/** A default name for a saved search: its filters, as the address would show them. */
function describe(parameters: Readonly<Record<string, string>>): string {
  return Object.entries(parameters)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
}
