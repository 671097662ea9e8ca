import type { FieldDefinition } from '../fields/field-definition.ts';
import type { EntityDefinition } from './entity-definition.ts';

/**
 * The smallest valid body of an entity, from its declaration: a name and every mandatory field
 * with a value of its type. Tests use it to walk the whole catalogue.
 */
export function sampleRecord(
  entity: EntityDefinition,
  name = `Sample ${entity.label}`,
): Record<string, unknown> {
  const body: Record<string, unknown> = { name };
  for (const [key, field] of Object.entries(entity.fields)) {
    if (key === 'registration' || key === 'name' || field.readOnly) continue;
    if (field.mandatory || field.mandatoryWhen) body[key] = sampleValue(field);
  }
  return body;
}

function sampleValue(field: FieldDefinition): unknown {
  const option = field.options?.[0]?.value;
  switch (field.type) {
    case 'number':
    case 'integer':
    case 'currency':
    case 'percentage':
    case 'slider':
      return 1000;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T10:00:00.000Z';
    case 'checkbox':
    case 'switch':
      return true;
    case 'email':
      return 'sample@example.com';
    case 'list':
      return [];
    case 'object':
      return {};
    default:
      return option ?? 'Sample';
  }
}
