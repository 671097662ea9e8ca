import type { RegistrationPersonFields } from '@lessor/domain/api';
import type { FormStore } from '../form/create-form-store.ts';

type Item = Record<string, unknown>;

/** Only the sub-fields the form declares, so a list item holds nothing its entity does not have. */
function declaredOf(store: Pick<FormStore, 'field'>, path: string, item: object): Item {
  return Object.fromEntries(Object.entries(item).filter(([key]) => store.field(`${path}.${key}`)));
}

/**
 * Fills the person being edited from a company the registry answered, by business-areas.md §3's
 * field names: each field the form declares is set (legal form, activity code, the company's legal
 * data...), and one it does not declare yet is left out. The first address becomes the registry's,
 * and the registrations it brings are added to those of other types.
 */
export function fillFromRegistration(
  store: Pick<FormStore, 'field' | 'getValue' | 'setValue'>,
  person: RegistrationPersonFields,
): void {
  const { addresses, registrations, company, ...plain } = person;
  for (const [key, value] of Object.entries(plain)) if (store.field(key)) store.setValue(key, value);
  if (company && store.field('company'))
    for (const [key, value] of Object.entries(company))
      if (store.field(`company.${key}`)) store.setValue(`company.${key}`, value);
  const [address] = addresses ?? [];
  if (address && store.field('addresses')) {
    const current = listOf(store.getValue('addresses'));
    store.setValue('addresses', [
      { ...current[0], ...declaredOf(store, 'addresses', address) },
      ...current.slice(1),
    ]);
  }
  if (registrations?.length && store.field('registrations')) {
    const current = listOf(store.getValue('registrations'));
    const brought = registrations.filter((item) => !current.some((kept) => kept.type === item.type));
    store.setValue('registrations', [
      ...current,
      ...brought.map((item) => declaredOf(store, 'registrations', item)),
    ]);
  }
}

function listOf(value: unknown): Item[] {
  return Array.isArray(value)
    ? value.filter((item): item is Item => typeof item === 'object' && item !== null)
    : [];
}
