import type { FieldError } from '../../errors/lessor-error.ts';
import { fieldMessages } from '../../fields/field-messages.ts';
import { type AssetLine, decimalsOf, isAssetLine, linesOf, textOf } from './asset-line.ts';
import { financedAmountOfLines } from './financed-amount.ts';
import { personsWithLineSuppliers } from './line-suppliers.ts';
import { withLineDefaults } from './new-asset-line.ts';
import { priceAssetLine } from './price-asset-line.ts';

type Data = Readonly<Record<string, unknown>>;

/** What a file's lines are derived with. */
export interface AssetLinesRules {
  /** The rate of a tax code, a fraction; undefined for a code the tenant has no rate of (`taxRateOfCode`). */
  taxRateOf(code: unknown): number | undefined;
  /** The lines stored before an update: a tax code they held stays, even once the tenant has no rate of it. */
  previousLines?: readonly AssetLine[];
  /** Whether the file's `financedAmountExclTax` follows its lines (a contract's, a deal's). */
  financedAmount: boolean;
  /** Whether the file has persons by role to keep its suppliers in (not an asset lot); by default it has. */
  persons?: boolean;
}

/** The file with its lines derived, or the problems of its lines, each naming its field. */
export interface DerivedFile {
  file: Data;
  problems: FieldError[];
}

/** The message of a line in another currency than its file's. */
const otherCurrencyMessage = (currency: string) => `Currency must be ${currency}, the file's currency`;

/** A line as last priced, with what it was priced with: a line object priced again with the same answers it. */
const pricedLines = new WeakMap<
  AssetLine,
  { fileCurrency: string | undefined; taxRate: number; line: AssetLine }
>();

/**
 * The line completed and priced; the line answered last time when it is the same object priced
 * with the same rate in the same file currency, so that a file of 200 lines edited one line at a
 * time prices one line, not 200.
 */
function pricedOnce(item: AssetLine, fileCurrency: string | undefined, taxRate: number): AssetLine {
  const known = pricedLines.get(item);
  if (known && known.fileCurrency === fileCurrency && known.taxRate === taxRate) return known.line;
  const completed = withLineDefaults(item, fileCurrency);
  const line = priceAssetLine(completed, { taxRate, decimals: decimalsOf(completed, fileCurrency) });
  const entry = { fileCurrency, taxRate, line };
  pricedLines.set(item, entry);
  pricedLines.set(line, entry);
  return line;
}

/** The currency of a file, else the one its lines share (the first line's). */
function currencyOfFile(file: Data, lines: readonly AssetLine[]): string | undefined {
  return textOf(file.currency) ?? lines.map((line) => textOf(line.currency)).find(Boolean);
}

/**
 * A contract's, deal's or credit line's asset lines as the rules of business-areas.md §5 make them,
 * in the browser as the user types and on the server on every save: each line completed with its
 * defaults and priced (`priceAssetLine`, with its tax code's rate and its currency's decimals), the
 * SUPPLIER persons in step with the lines' suppliers, the file's financed amount excl. tax from its
 * priced lines (financed ones less part exchanges), and the file's currency from its lines when it
 * has none. A line in another currency than the file's, or with a tax code the tenant has no rate
 * of, is a problem (INVALID_FIELD_VALUE on `assets[i].currency` or `assets[i].taxCode`). What does
 * not change keeps its identity: the same file, lines and persons objects.
 * @example fileWithDerivedLines({ assets: [{ unitPrice: 100, taxCode: 'STANDARD' }] }, { taxRateOf: () => 0.2, financedAmount: true }).file.financedAmountExclTax // 100
 */
export function fileWithDerivedLines(file: Data, rules: AssetLinesRules): DerivedFile {
  if (!Array.isArray(file.assets)) return { file, problems: [] };
  const items: readonly unknown[] = file.assets;
  const fileCurrency = currencyOfFile(file, linesOf(file));
  const previousCodes = new Set((rules.previousLines ?? []).map((line) => line.taxCode));
  const problems: FieldError[] = [];
  const derived = items.map((item, index) => {
    // An item that is no object is left to the declaration to refuse.
    if (!isAssetLine(item)) return item;
    const currency = textOf(item.currency) ?? fileCurrency;
    if (currency && fileCurrency && currency !== fileCurrency)
      problems.push({
        field: `assets[${index}].currency`,
        code: 'INVALID_FIELD_VALUE',
        message: otherCurrencyMessage(fileCurrency),
      });
    const taxRate = rules.taxRateOf(item.taxCode);
    if (taxRate === undefined) {
      // A code stored before the tenant's rates changed keeps the prices stored with it.
      if (!previousCodes.has(item.taxCode))
        problems.push({
          field: `assets[${index}].taxCode`,
          code: 'INVALID_FIELD_VALUE',
          message: `Tax code: ${String(item.taxCode)} ${fieldMessages.unknownValue()}`,
        });
      return withLineDefaults(item, fileCurrency);
    }
    return pricedOnce(item, fileCurrency, taxRate);
  });
  const assets = derived.some((line, index) => line !== items[index]) ? derived : items;
  const priced = linesOf({ assets });
  const persons = Array.isArray(file.persons) ? file.persons : [];
  const inStep =
    rules.persons === false ? persons : personsWithLineSuppliers(persons, priced, rules.previousLines);
  const amount = rules.financedAmount ? financedAmountOfLines(priced) : undefined;
  const next: Record<string, unknown> = {
    ...(assets !== items ? { assets } : {}),
    ...(inStep !== persons ? { persons: inStep } : {}),
    ...(amount !== undefined && amount !== file.financedAmountExclTax
      ? { financedAmountExclTax: amount }
      : {}),
    ...(!textOf(file.currency) && fileCurrency ? { currency: fileCurrency } : {}),
  };
  return { file: Object.keys(next).length === 0 ? file : { ...file, ...next }, problems };
}
