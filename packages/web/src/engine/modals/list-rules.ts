import { defaultBankAccountName, repeatedAddressTypes } from '@lessor/domain/validation';

type Item = Readonly<Record<string, unknown>>;

/**
 * The list with the chosen item swapped with the first (business-areas.md §4: setFirst swaps the
 * chosen account with the first); the first is the main or default one.
 * @example makeFirst(['a', 'b', 'c'], 2) // ['c', 'b', 'a']
 */
export function makeFirst<T>(items: readonly T[], index: number): T[] {
  const chosen = items[index];
  const first = items[0];
  if (index <= 0 || chosen === undefined || first === undefined) return [...items];
  return items.map((item, position) => (position === 0 ? chosen : position === index ? first : item));
}

/** The first bank account cannot be deleted (foundation.md §4). */
export function canDeleteBankAccount(index: number): boolean {
  return index > 0;
}

/** The list without the item at `index`; the first bank account stays. */
export function deleteBankAccount<T>(items: readonly T[], index: number): T[] {
  return canDeleteBankAccount(index) ? items.filter((_, position) => position !== index) : [...items];
}

/**
 * The name a bank account takes when its IBAN is entered while its name is empty: the company's
 * name or the individual's first and last name (business-areas.md §5); undefined to leave it.
 */
export function accountNameAfterIban(account: Item, person: Item): string | undefined {
  const named = typeof account.name === 'string' && account.name.trim() !== '';
  const hasIban = typeof account.bankIban === 'string' && account.bankIban !== '';
  return named || !hasIban ? undefined : defaultBankAccountName(person);
}

/**
 * The contacts after one is saved: a default contact unsets default on the others
 * (foundation.md §4).
 */
export function saveContact(contacts: readonly Item[], index: number): Item[] {
  if (contacts[index]?.isDefault !== true) return [...contacts];
  return contacts.map((contact, position) =>
    position === index || contact.isDefault !== true ? contact : { ...contact, isDefault: false },
  );
}

/**
 * Whether another address may be added: with uniqueAddressPerType, not once every type is used
 * (business-areas.md §5).
 */
export function canAddAddress(
  addresses: readonly Item[],
  types: readonly string[],
  uniqueAddressPerType: boolean,
): boolean {
  if (!uniqueAddressPerType || types.length === 0) return true;
  const used = new Set(addresses.map((address) => address.type));
  return types.some((type) => !used.has(type));
}

/** With uniqueAddressPerType, saving waits while a type is used twice (business-areas.md §5). */
export function canSaveAddresses(addresses: readonly Item[], uniqueAddressPerType: boolean): boolean {
  return !uniqueAddressPerType || repeatedAddressTypes(addresses).length === 0;
}
