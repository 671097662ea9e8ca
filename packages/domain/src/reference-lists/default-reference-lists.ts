import { toOption } from '../entities/define-entity.ts';
import type { EntityDefinition } from '../entities/entity-definition.ts';
import { entities } from '../entities/registry.ts';
import { countryList, nationalityList } from './countries.ts';
import { currencyList, languageList } from './currencies-and-languages.ts';
import { declaredSelects } from './declared-selects.ts';
import { legalForms } from './legal-forms.ts';
import { type LocalizedList, localizedList } from './localized-list.ts';
import {
  employmentContractTypes,
  maritalContracts,
  maritalStatuses,
  vatSchemes,
} from './person-situation-lists.ts';
import { type ConfiguredEntry, type ReferenceListEntry, toAnswerEntry } from './reference-list-entry.ts';

const translated =
  (entries: readonly ConfiguredEntry[]): LocalizedList =>
  (locale) =>
    entries.map((entry) => toAnswerEntry(entry, locale));

/** Hundreds of legal forms: alphabetical in the locale, so that one country's read as a list. */
const alphabetical = (entries: readonly ConfiguredEntry[]): LocalizedList =>
  localizedList((locale) =>
    entries.map((entry) => {
      const { labelValue: _, ...answer } = toAnswerEntry(entry, locale);
      return answer;
    }),
  );

/** Lists whose values come from maintained data (ISO codes, GLEIF's legal forms) rather than a declaration. */
const dataLists: ReadonlyMap<string, LocalizedList> = new Map([
  ['country', countryList],
  ['nationality', nationalityList],
  ['currency', currencyList],
  ['language', languageList],
  ['legalForm', alphabetical(legalForms)],
  // business-areas.md §9 names the legal-status list legalStatusCode: a legal status ("statut
  // juridique") is a legal form, so it offers the same codes.
  ['legalStatusCode', alphabetical(legalForms)],
  ['vatScheme', translated(vatSchemes)],
  ['maritalStatus', translated(maritalStatuses)],
  ['maritalContract', translated(maritalContracts)],
  ['employmentContractType', translated(employmentContractTypes)],
]);

/** Every list the shipped declarations name, with the values they give it. */
const declaredLists = declaredReferenceLists(entities);

/**
 * Every list the declarations of `catalogue` name, with the values they give it: for a server whose
 * catalogue holds more than the shipped entities.
 */
export function declaredReferenceLists(
  catalogue: readonly EntityDefinition[],
): ReadonlyMap<string, readonly ConfiguredEntry[]> {
  const lists = new Map<string, ConfiguredEntry[]>();
  for (const { field } of declaredSelects(catalogue)) {
    const known = lists.get(field.list) ?? [];
    for (const option of field.options ?? []) {
      if (!known.some((entry) => entry.value === option.value)) known.push({ ...option });
    }
    lists.set(field.list, known);
  }
  // Each entity's document types (foundation.md §3), named by no field but by its documents' type.
  for (const entity of catalogue) {
    if (entity.documentTypes.length > 0)
      lists.set(entity.documentTypeList, entity.documentTypes.map(toOption));
  }
  return lists;
}

/** The name of every list a tenant starts with: those the declarations name, and the data lists. */
export const defaultReferenceListNames: readonly string[] = [
  ...new Set([...declaredLists.keys(), ...dataLists.keys()]),
];

/**
 * A list as a tenant starts with it, labelled in the locale; undefined for a list nobody declared.
 * @example defaultReferenceList('country', 'fr-FR')?.find((entry) => entry.value === 'DE')?.label // 'Allemagne'
 */
export function defaultReferenceList(
  name: string,
  locale?: string,
): readonly ReferenceListEntry[] | undefined {
  const data = dataLists.get(name);
  if (data) return data(locale ?? 'en');
  return declaredLists.get(name)?.map((entry) => toAnswerEntry(entry, locale));
}

/**
 * The values of a default list, whatever the locale: what a write is checked against when the
 * tenant has not configured the list.
 */
export function defaultReferenceListValues(name: string): readonly string[] | undefined {
  const cached = valuesByList.get(name);
  if (cached) return cached;
  const values = defaultReferenceList(name)?.map((entry) => entry.value);
  if (values) valuesByList.set(name, values);
  return values;
}

const valuesByList = new Map<string, readonly string[]>();
