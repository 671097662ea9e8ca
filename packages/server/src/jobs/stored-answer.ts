import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { rowToRecord } from '../entities/record-mapping.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * Records a job's answer names rather than holds: a billing run's ten thousand invoices would make
 * its Batch record, which every batch list reads, weigh megabytes. The answer keeps their
 * registrations, and is read back whole when a client is answered.
 */
interface RecordsReference {
  recordsOf: string;
  registrations: string[];
}

/** Stands for the records in an answer that is kept: `{ nbTotal, invoices: recordsReference(…) }`. */
export function recordsReference(
  entity: EntityDefinition,
  records: readonly EntityRecord[],
): RecordsReference {
  return { recordsOf: entity.name, registrations: records.map((record) => record.registration) };
}

function isRecordsReference(value: unknown): value is RecordsReference {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RecordsReference).recordsOf === 'string' &&
    Array.isArray((value as RecordsReference).registrations)
  );
}

/**
 * A kept answer as the client is answered: each records reference, at its top or one level down,
 * replaced by the records, in their order, read in one query each.
 */
export async function readStoredAnswer(
  trx: TenantTransaction,
  tenant: string,
  entities: readonly EntityDefinition[],
  answer: unknown,
): Promise<unknown> {
  const read = async (reference: RecordsReference): Promise<EntityRecord[]> => {
    const entity = entities.find((candidate) => candidate.name === reference.recordsOf);
    if (!entity || reference.registrations.length === 0) return [];
    const rows = await entityTables(trx)
      .selectFrom(entity.table)
      .selectAll()
      .where('tenant', '=', tenant)
      .where('registration', 'in', reference.registrations)
      .execute();
    const byRegistration = new Map(rows.map((row) => [row.registration, rowToRecord(row)]));
    return reference.registrations.flatMap((registration) => byRegistration.get(registration) ?? []);
  };
  if (isRecordsReference(answer)) return read(answer);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const whole: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer))
    whole[key] = isRecordsReference(value) ? await read(value) : value;
  return whole;
}
