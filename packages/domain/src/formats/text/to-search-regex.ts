/**
 * A search field with a regex setting, as the query sends it: the typed text escaped, matched
 * case-insensitively, anchored at the start when asked (foundation.md §5).
 * @example toSearchRegex('Dupont (SA)', { anchored: true }) // { $regex: '^Dupont \\(SA\\)', $options: 'i' }
 */
export function toSearchRegex(
  typed: string,
  options: { anchored?: boolean } = {},
): { $regex: string; $options: 'i' } {
  const escaped = typed.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { $regex: options.anchored ? `^${escaped}` : escaped, $options: 'i' };
}
