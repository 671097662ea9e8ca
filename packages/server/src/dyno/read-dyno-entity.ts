import { dashed, defineEntity, type EntityDefinition, pluralise } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { dynoTable } from '../db/migrations/entity-migrations.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { checkDynoFields, type DynoDescriptor } from './check-dyno-descriptor.ts';

const dynoName = /^Dyno[A-Z][A-Za-z0-9]{0,60}$/;

/**
 * The dynamic entity `/api/dyno/{name}` names, by its name (`DynoVehicleCheck`) or its dashed plural
 * (`dyno-vehicle-checks`), from the tenant's `dyno-descriptors` document: read on every call, so
 * a new descriptor is served without a restart. Unknown: `UNSUPPORTED_ENTITY`.
 */
export async function readDynoEntity(
  trx: TenantTransaction,
  tenant: string,
  name: string,
): Promise<EntityDefinition> {
  const document = await readConfigurationDocument<Record<string, DynoDescriptor>>(
    trx,
    tenant,
    'dyno-descriptors',
  );
  const descriptors = document?.value ?? {};
  const found = Object.entries(descriptors).find(([key]) => key === name || dashed(pluralise(key)) === name);
  if (!found || !dynoName.test(found[0])) throw new LessorError('UNSUPPORTED_ENTITY', [name]);
  const [entityName, descriptor] = found;
  const fields = checkDynoFields(entityName, descriptor);
  const declared = defineEntity({
    name: entityName,
    domain: 'dyno',
    prefix: 'DYN',
    fields,
    listColumns: descriptor.listColumns?.filter((column) => column in fields) ?? [
      'registration',
      'name',
      'status',
    ],
    searchFields: descriptor.searchFields?.filter((field) => Object.hasOwn(fields, field)) ?? [
      'registration',
      'name',
    ],
    ...(descriptor.label ? { label: descriptor.label } : {}),
    ...(descriptor.statuses ? { statuses: descriptor.statuses } : {}),
    ...(descriptor.initialStatus ? { initialStatus: descriptor.initialStatus } : {}),
  });
  return { ...declared, table: dynoTable, apiPath: `/api/dyno/${name}` };
}
