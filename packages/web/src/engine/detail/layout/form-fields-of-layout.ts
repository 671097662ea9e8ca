import type { FieldDefinition } from '@lessor/domain/fields';
import { type DetailLayout, isLayoutField } from '../../cards/detail-layout.ts';
import type { FormField } from '../../form/form-field.ts';

/**
 * The fields a detail page's form holds: each declared field with the metadata its card sets on
 * it. A declared field placed in no card is hidden, so that nobody is stopped by a message on a
 * field they cannot see; its value is kept and saved as loaded.
 */
export function formFieldsOfLayout(
  fields: Readonly<Record<string, FieldDefinition>>,
  layout: DetailLayout,
): Record<string, FormField> {
  const placed = new Map<string, Partial<FormField>>();
  for (const card of [...layout.left, ...layout.right]) {
    for (const element of card.elements ?? []) {
      if (isLayoutField(element))
        placed.set(element.field, { ...placed.get(element.field), ...element.props });
    }
  }
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const props = placed.get(name);
      return [name, props ? { ...field, ...props } : { ...field, hidden: true }];
    }),
  );
}
