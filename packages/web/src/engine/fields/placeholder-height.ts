import type { FormField } from '../form/form-field.ts';

/** Heights in pixels measured on a detail page (Mantine's default sizes, one line of label). */
const inputHeight = 61;
const listHeader = 57;
const dialogListItem = 24;
const emptyInlineList = 95;
const inlineListItem = 135;
const groupFrame = 64;
const tallerTypes: Readonly<Record<string, number>> = { textarea: 80, markdown: 150, address: 250 };

/**
 * About the height a field will take once mounted, from its type and value: what a placeholder
 * reserves for it so that mounting the field later moves the page little.
 */
export function placeholderHeight(field: FormField, value: unknown): number {
  const items = Array.isArray(value) ? value.length : 0;
  if (field.type === 'list') {
    // Lists edited in a dialog show a line per item; the others show each item's fields.
    return field.widget ? listHeader + dialogListItem * items : emptyInlineList + inlineListItem * items;
  }
  if (field.type === 'object') {
    const rows = Math.ceil(Object.keys(field.fields ?? {}).length / 3);
    return groupFrame + inputHeight * rows;
  }
  return tallerTypes[field.widget ?? field.type] ?? inputHeight;
}
