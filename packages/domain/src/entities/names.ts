/** `CreditLine` or `creditLine` to `credit-line`. */
export function dashed(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `bankAccounts` to `bank_accounts`. */
export function snakeCase(name: string): string {
  return dashed(name).replace(/-/g, '_');
}

/** `CreditLine` to `Credit line`. */
export function words(name: string): string {
  const spaced = dashed(name).replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** English plural as the specification names collections: history → histories, tax → taxes, key → keys. */
export function pluralise(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}
