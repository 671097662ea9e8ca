import type { EntityDefinition } from '../entities/entity-definition.ts';
import type { FieldDefinition } from '../fields/field-definition.ts';

/** A field of a declaration whose values come from a named list, where it sits in the record. */
export interface DeclaredSelect {
  entity: string;
  /** `nationality`, `addresses.country`, `company.vatScheme`. */
  path: string;
  field: FieldDefinition & { list: string };
}

/**
 * Every field of the declarations that names a reference list, nested ones included (the fields
 * of each address, of the company object…). A tenant's dynamic entities are walked too, by their
 * name and fields alone.
 * @example declaredSelects([personEntity]).find((select) => select.path === 'addresses.country')?.field.list // 'country'
 */
export function declaredSelects(
  declarations: readonly Pick<EntityDefinition, 'name' | 'fields'>[],
): DeclaredSelect[] {
  const selects: DeclaredSelect[] = [];
  const visit = (entity: string, fields: Readonly<Record<string, FieldDefinition>>, prefix: string) => {
    for (const [key, field] of Object.entries(fields)) {
      const path = `${prefix}${key}`;
      if (field.list) selects.push({ entity, path, field: { ...field, list: field.list } });
      if (field.fields) visit(entity, field.fields, `${path}.`);
    }
  };
  for (const entity of declarations) visit(entity.name, entity.fields, '');
  return selects;
}
