import { isValidEmail } from './is-valid-email.ts';

/**
 * The valid addresses of an e-mails field: a list, or a text separated by spaces, commas or
 * semicolons; invalid entries are dropped and duplicates kept once (foundation.md §5).
 * @example validEmails('ada@example.com; nope, alan@example.org') // ['ada@example.com', 'alan@example.org']
 */
export function validEmails(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : [];
  const kept = items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(isValidEmail);
  return [...new Set(kept)];
}

/**
 * What a paste into an e-mail field keeps: the first whitespace-separated token that is an address,
 * once quotes, brackets and trailing punctuation are peeled off; undefined when there is none.
 * @example emailFromPaste('Ada Lovelace <ada@example.com>') // 'ada@example.com'
 */
export function emailFromPaste(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  for (const token of text.split(/\s+/)) {
    const candidate = token.replace(/^[<("'[]+|[>)"'\],;:.]+$/g, '').replace(/^mailto:/i, '');
    if (isValidEmail(candidate)) return candidate;
  }
  return undefined;
}
