/**
 * Folds a text for matching: accents removed, lower case.
 * @example foldText('Élodie') // 'elodie'
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether a label matches what was typed in a select's filter: accent- and case-insensitive, every
 * space-separated word found somewhere in the label (foundation.md §5).
 * @example matchesSearchWords('Société Générale', 'gen soc') // true
 */
export function matchesSearchWords(label: unknown, typed: unknown): boolean {
  if (typeof label !== 'string' || typeof typed !== 'string') return false;
  const haystack = foldText(label);
  return foldText(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
