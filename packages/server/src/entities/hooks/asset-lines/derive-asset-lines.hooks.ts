import { fileWithDerivedLines, linesOf, taxRateOfCode } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityHooks, RecordData, SaveContext } from '../entity-hooks.ts';
import { tenantTaxRecords } from './tenant-tax-records.ts';

/** The day a file's lines are taxed at: its start date, else today. */
function taxDayOf(file: RecordData): string {
  const start = file.startDate;
  return typeof start === 'string' && start.length >= 10
    ? start.slice(0, 10)
    : new Date().toISOString().slice(0, 10);
}

/**
 * A contract's, deal's or credit line's asset lines as the editor makes them (business-areas.md
 * §5), whatever wrote them: each line priced from its unit price, quantity, discount and the rate
 * of its tax code (the tenant's Tax records on the file's start date, else the rent tax codes),
 * the SUPPLIER persons in step with the lines' suppliers, and, for a file that has one, its
 * financed amount excl. tax from its priced lines. A line with a tax code the tenant has no rate
 * of, or in another currency than the file's, is refused (INVALID_FIELD_VALUE naming it, every
 * problem in `errors`), and nothing is written.
 */
export async function deriveAssetLines(record: RecordData, context: SaveContext): Promise<RecordData> {
  if (!Array.isArray(record.assets)) return record;
  const taxes = linesOf(record).length > 0 ? await tenantTaxRecords(context.trx, context.actor.tenant) : [];
  const day = taxDayOf(record);
  const { file, problems } = fileWithDerivedLines(record, {
    taxRateOf: (code) => taxRateOfCode(code, taxes, day),
    previousLines: context.before ? linesOf(context.before) : [],
    financedAmount: 'financedAmountExclTax' in context.entity.fields,
    persons: 'persons' in context.entity.fields,
  });
  const [first] = problems;
  if (first)
    throw new LessorError(first.code, [String(valueAt(record, first.field) ?? ''), first.field], problems);
  return { ...file };
}

/** The value at a line's field (`assets[1].taxCode`), as the refusal names it. */
function valueAt(record: RecordData, path: string): unknown {
  const match = /^assets\[(\d+)\]\.(\w+)$/.exec(path);
  const lines: unknown = record.assets;
  if (!match || !Array.isArray(lines)) return undefined;
  const line: unknown = lines[Number(match[1])];
  return isRecord(line) ? line[match[2] ?? ''] : undefined;
}

const isRecord = (value: unknown): value is RecordData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deals, credit lines and asset lots: their asset lines, derived on every save. */
export const assetLinesHooks: EntityHooks = { beforeSave: deriveAssetLines };
