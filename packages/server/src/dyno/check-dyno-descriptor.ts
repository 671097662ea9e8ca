import { LessorError } from '@lessor/domain/errors';
import { type FieldDefinition, fieldTypes } from '@lessor/domain/fields';
import { formatPatternError } from '@lessor/domain/formats';

/** What a tenant's `dyno-descriptors` document declares for one dynamic entity. */
export interface DynoDescriptor {
  label?: string;
  fields: Record<string, FieldDefinition>;
  listColumns?: string[];
  searchFields?: string[];
  statuses?: string[];
  initialStatus?: string;
}

/**
 * The fields of a dynamic entity's descriptor, checked: each has a known type and a label, and its
 * `pattern` (of sub-fields too) is one RE2 compiles, since tenant patterns run in a linear-time
 * engine only. Anything else is `INVALID_FIELD_IN_CONFIG` naming the field.
 */
export function checkDynoFields(name: string, descriptor: DynoDescriptor): Record<string, FieldDefinition> {
  const fields = descriptor?.fields;
  if (typeof fields !== 'object' || fields === null)
    throw new LessorError('INVALID_FIELD_IN_CONFIG', [`${name}.fields`]);
  checkFields(`${name}.fields`, fields);
  return fields;
}

/** Checks every descriptor of a `dyno-descriptors` document before it is saved. */
export function checkDynoDescriptors(document: Readonly<Record<string, unknown>>): void {
  for (const [name, descriptor] of Object.entries(document))
    checkDynoFields(name, descriptor as DynoDescriptor);
}

function checkFields(path: string, fields: Readonly<Record<string, unknown>>): void {
  for (const [key, field] of Object.entries(fields)) {
    const fieldPath = `${path}.${key}`;
    if (!isDeclaredField(field)) throw new LessorError('INVALID_FIELD_IN_CONFIG', [fieldPath]);
    if (field.pattern !== undefined) {
      const problem = formatPatternError(field.pattern);
      if (problem) {
        const patternPath = `${fieldPath}.pattern`;
        throw new LessorError(
          'INVALID_FIELD_IN_CONFIG',
          [patternPath],
          [{ field: patternPath, code: 'INVALID_FIELD_IN_CONFIG', message: problem }],
        );
      }
    }
    if (field.fields !== undefined) {
      if (typeof field.fields !== 'object' || field.fields === null)
        throw new LessorError('INVALID_FIELD_IN_CONFIG', [`${fieldPath}.fields`]);
      checkFields(`${fieldPath}.fields`, field.fields);
    }
  }
}

/** A field as a tenant declares it: its pattern, if any, is whatever the document holds. */
type DeclaredField = FieldDefinition & { pattern?: unknown };

function isDeclaredField(field: unknown): field is DeclaredField {
  const declared = field as Partial<FieldDefinition> | null;
  return (
    typeof declared === 'object' &&
    declared !== null &&
    (fieldTypes as readonly string[]).includes(declared.type ?? '') &&
    typeof declared.label === 'string'
  );
}
