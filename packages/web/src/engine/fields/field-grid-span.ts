import type { CSSProperties } from 'react';
import type { FormField } from '../form/form-field.ts';

const wide = new Set(['object', 'list', 'address']);

/**
 * Grid widths of a field as custom properties of field-grid.css (foundation.md §9: xs 12, sm 6,
 * lg 4); nested groups take the whole row.
 */
export function fieldGridSpan(field: FormField): CSSProperties {
  const spans = field.colProps ?? (wide.has(field.type) ? { base: 12 } : { base: 12, sm: 6, lg: 4 });
  return Object.fromEntries(
    Object.entries(spans).map(([breakpoint, span]) => [`--span-${breakpoint}`, span]),
  );
}
