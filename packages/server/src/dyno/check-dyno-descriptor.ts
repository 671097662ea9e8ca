import type { FieldDefinition } from '@lessor/domain/fields';
import { checkConfiguredFields } from '../configuration-documents/check-configured-fields.ts';

/** What a tenant's `dyno-descriptors` document declares for one dynamic entity. */
export interface DynoDescriptor {
  label?: string;
  fields: Record<string, FieldDefinition>;
  listColumns?: string[];
  searchFields?: string[];
  statuses?: string[];
  initialStatus?: string;
}

/** The fields of a dynamic entity's descriptor, checked (`INVALID_FIELD_IN_CONFIG` naming a faulty one). */
export function checkDynoFields(name: string, descriptor: DynoDescriptor): Record<string, FieldDefinition> {
  return checkConfiguredFields(`${name}.fields`, descriptor?.fields);
}

/** Checks every descriptor of a `dyno-descriptors` document before it is saved. */
export function checkDynoDescriptors(document: Readonly<Record<string, unknown>>): void {
  for (const [name, descriptor] of Object.entries(document))
    checkDynoFields(name, descriptor as DynoDescriptor);
}
