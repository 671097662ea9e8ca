import type { ImportColumn, RecordSchema } from '@lessor/domain/api';
import { mappingEntity } from '@lessor/domain/entities';
import { headerFieldReader } from '@lessor/domain/validation';
import { sql } from 'kysely';
import type { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/*
 * The columns a tenant mapped before, kept as Mapping records (type IMPORT, source the entity,
 * source value the header, target value the field; an empty target leaves the column out), so
 * that the next file with the same headers is mapped as the last one was.
 */

const leftOut = '';

interface SavedMapping {
  id: string;
  header: string;
  field: string;
}

async function savedMappings(trx: TenantTransaction, entityName: string): Promise<SavedMapping[]> {
  const rows = await entityTables(trx)
    .selectFrom(mappingEntity.table)
    .select(['id', 'data'])
    .where('type', '=', 'IMPORT')
    .where(sql<string>`data->>'source'`, '=', entityName)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    header: String(row.data.sourceValue ?? ''),
    field: String(row.data.targetValue ?? ''),
  }));
}

const comparable = (text: string) => text.trim().toLowerCase();

/**
 * The field each header fills: as saved for this entity, else the field it names (its name, its
 * label, or its label in the uploader's language), else none.
 */
export async function proposeColumns(
  trx: TenantTransaction,
  entityName: string,
  schema: RecordSchema,
  headers: readonly string[],
  translate?: (label: string) => string,
): Promise<ImportColumn[]> {
  const saved = new Map(
    (await savedMappings(trx, entityName)).map((mapping) => [comparable(mapping.header), mapping.field]),
  );
  const fieldNamed = headerFieldReader(schema, translate);
  return headers.map((header, position) => {
    const remembered = saved.get(comparable(header));
    const field =
      remembered !== undefined && (remembered === leftOut || remembered in schema.properties)
        ? remembered
        : fieldNamed(header);
    return { position, header, field: field ? field : null };
  });
}

/** Keeps the columns as mapped for this entity's next import, through the Mapping entity's own writes. */
export async function saveColumnMappings(
  trx: TenantTransaction,
  actor: Actor,
  mappings: EntityService,
  entityName: string,
  columns: readonly ImportColumn[],
): Promise<void> {
  const saved = new Map(
    (await savedMappings(trx, entityName)).map((mapping) => [comparable(mapping.header), mapping]),
  );
  const created: Record<string, unknown>[] = [];
  for (const { header, field } of columns) {
    const targetValue = field ?? leftOut;
    const existing = saved.get(comparable(header));
    if (!existing)
      created.push({ type: 'IMPORT', source: entityName, sourceValue: header, targetValue, field: 'column' });
    else if (existing.field !== targetValue)
      await mappings.patchWithin(trx, actor, existing.id, { targetValue });
  }
  if (created.length > 0) await mappings.createWithin(trx, actor, created);
}
