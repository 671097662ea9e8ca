import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { PrintFormat } from '../print-format.ts';

/** The currency a record's amounts are in: its own, else euros, as the built-in layouts print them. */
const currencyOf = (record: EntityRecord): string =>
  typeof record.currency === 'string' && record.currency !== '' ? record.currency : 'EUR';

/**
 * What a Word template is filled with (docs/printing.md): every field of the record as a reader
 * wants it printed (amounts with their currency, dates and rates in the reader's locale, the rest
 * as stored), lists of the record (persons, lines) as loops, `today`, and the values as stored
 * under `raw` for a template that formats them itself.
 */
export function templateData(
  entity: EntityDefinition,
  record: EntityRecord,
  format: PrintFormat,
  today: string,
): Record<string, unknown> {
  const printed: Record<string, unknown> = { ...record };
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    if (field.type === 'currency') printed[name] = format.money(value, currencyOf(record));
    else if (field.type === 'date') printed[name] = format.day(value);
    else if (field.type === 'percentage') printed[name] = format.rate(value);
  }
  return { ...printed, today: format.day(today), raw: record };
}
