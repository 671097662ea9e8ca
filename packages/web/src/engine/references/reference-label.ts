/**
 * How a record named elsewhere reads (business-areas.md §3, entity display label): its name with
 * its registration in parentheses when both exist and differ, else whichever it has.
 * @example referenceLabel('PER00000012', 'Acme SARL') // 'Acme SARL (PER00000012)'
 */
export function referenceLabel(registration: string, name: string | null | undefined): string {
  if (!name || name === registration) return registration;
  return registration ? `${name} (${registration})` : name;
}
