import { type SearchCriterion, searchParameters, searchValuesOf } from '@lessor/domain/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeWarnings } from './range-warnings.ts';

type FormValues = Record<string, string | string[]>;

/**
 * The values of a search form over an entity's criteria, read again from `filters` whenever they
 * change, and its partner-rule warnings, shown once the user tries to search.
 */
export function useSearchForm(
  criteria: readonly SearchCriterion[],
  filters: Readonly<Record<string, string>>,
) {
  const { t, i18n } = useTranslation();
  // Keyed by content: a caller may hand equal filters in a new object at each render.
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters.
  const fromFilters = useMemo(() => searchValuesOf(criteria, filters), [criteria, filtersKey]);
  const [values, setValues] = useState<FormValues>(fromFilters);
  useEffect(() => setValues(fromFilters), [fromFilters]);
  const [tried, setTried] = useState(false);
  const warnings = rangeWarnings(criteria, values, (text, values) => t(text, values), i18n.language);

  return {
    values,
    warnings: tried ? warnings : {},
    setValue: (param: string, value: string | string[]) =>
      setValues((current) => ({ ...current, [param]: value })),
    clear: () => {
      setValues({});
      setTried(false);
    },
    /** The list call's filters of the form, or nothing while a range is reversed. */
    parameters: (): Record<string, string> | undefined => {
      setTried(true);
      return Object.keys(warnings).length > 0 ? undefined : searchParameters(criteria, values);
    },
  };
}

export type SearchForm = ReturnType<typeof useSearchForm>;
