/** Truncation lengths of the specification (foundation.md §9). */
export const truncationLengths = { text: 25, medium: 60, long: 150, badge: 30 } as const;

/**
 * Cuts a text to at most `max` characters, the last being an ellipsis. Counts characters, not
 * UTF-16 units, so an emoji is never split. Non-text answers ''.
 * @example truncateText('A rather long contract title', 10) // 'A rather …'
 * @example truncateText('Short') // 'Short'
 */
export function truncateText(text: unknown, max: number = truncationLengths.text): string {
  if (typeof text !== 'string') return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(max - 1, 0)).join('')}…`;
}

/**
 * A badge's text, truncated at 30 characters.
 * @example truncateBadge('PARTNER') // 'PARTNER'
 */
export function truncateBadge(text: unknown): string {
  return truncateText(text, truncationLengths.badge);
}
