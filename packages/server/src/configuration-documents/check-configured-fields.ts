import { LessorError } from '@lessor/domain/errors';
import { type FieldDefinition, fieldTypes } from '@lessor/domain/fields';
import { formatPatternError } from '@lessor/domain/formats';

/**
 * Fields a tenant declares in a configuration document (a dynamic entity's, an entity's extra
 * ones), checked before the document is saved: each has a known type and a label, and its
 * `pattern` (of sub-fields too) is one RE2 compiles, since tenant patterns run in a linear-time
 * engine only. Anything else is `INVALID_FIELD_IN_CONFIG` naming the field by its `path`.
 */
export function checkConfiguredFields(path: string, fields: unknown): Record<string, FieldDefinition> {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new LessorError('INVALID_FIELD_IN_CONFIG', [path]);
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
    if (field.fields !== undefined) checkConfiguredFields(`${fieldPath}.fields`, field.fields);
  }
  return fields as Record<string, FieldDefinition>;
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
