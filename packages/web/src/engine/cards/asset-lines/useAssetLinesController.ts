import {
  type AssetLine,
  type AssetLineTotals,
  assetLineTotals,
  fileWithDerivedLines,
  linesOf,
  lineWithEnteredPrice,
  newAssetLine,
  priceAssetLine,
  pricingOfLine,
  taxCodesInForce,
  taxRateOfCode,
  totalDiscount,
} from '@lessor/domain/entities';
import { currencyDecimals, defaultCurrency } from '@lessor/domain/formats';
import { useMemo, useRef } from 'react';
import { useFieldSnapshot, useFormStore } from '../../form/FormStoreContext.tsx';
import { useRecordContext } from '../../record/RecordContext.tsx';
import { type AssetLineActions, type EnteredPrice, type LineContext, lineActions } from './line-actions.ts';
import { useFirstPersonCurrency } from './useFirstPersonCurrency.ts';
import { useTenantTaxes } from './useTenantTaxes.ts';

/** What the asset-lines editor shows and does; its table, rows and dialogs read it. */
export interface AssetLinesController {
  path: string;
  readOnly: boolean;
  /** The lines shown: the file's, or one blank line while an editable list is empty. */
  lines: readonly AssetLine[];
  /** Whether the one line shown is the blank one, not yet a line of the file. */
  blank: boolean;
  /** The file's currency, else the default one: amounts without a currency of their own show in it. */
  currency: string;
  totals: AssetLineTotals;
  /** Shown with several lines only (business-areas.md §5). */
  totalDiscount: number | undefined;
  /** What the server would refuse, by the line field's path (`assets[1].taxCode`). */
  problems: ReadonlyMap<string, string>;
  /** The tax codes a line may take, with their rates. */
  taxCodes: readonly { code: string; rate: number }[];
  actions: AssetLineActions;
  /** A line priced as the file's lines are (for a draft in the line's dialog). */
  price(line: AssetLine): AssetLine;
  /** A line after a price is typed in it. */
  enterPrice(line: AssetLine, entered: EnteredPrice): AssetLine;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The state of a file's asset lines held at `path` in the page's form, priced with the tenant's
 * Tax records on the file's start date (else today), as the server prices them on save.
 */
export function useAssetLinesController(path: string, readOnly: boolean): AssetLinesController {
  const store = useFormStore();
  const { record } = useRecordContext();
  const value = useFieldSnapshot(path).value;
  const fileCurrency = useFieldSnapshot('currency').value;
  const startDate = useFieldSnapshot('startDate').value;
  const firstPersonCurrency = useFirstPersonCurrency();
  const taxes = useTenantTaxes();
  const day = typeof startDate === 'string' && startDate.length >= 10 ? startDate.slice(0, 10) : today();
  // Each code's rate read once: every line of a long list asks it at each keystroke.
  const taxRateOf = useMemo(() => {
    const rates = new Map<unknown, number | undefined>();
    return (code: unknown) => {
      if (!rates.has(code)) rates.set(code, taxRateOfCode(code, taxes, day));
      return rates.get(code);
    };
  }, [taxes, day]);
  const currency = typeof fileCurrency === 'string' && fileCurrency !== '' ? fileCurrency : undefined;

  const latest = useRef<LineContext>({ taxRateOf, firstPersonCurrency });
  latest.current = { taxRateOf, firstPersonCurrency };
  const actions = useMemo(() => lineActions(store, path, () => latest.current), [store, path]);

  const stored = useMemo(() => linesOf({ assets: value }), [value]);
  const savedLines = useMemo(() => (record ? linesOf(record) : []), [record]);
  const problems = useMemo(() => {
    const { problems: found } = fileWithDerivedLines(
      { ...(currency ? { currency } : {}), assets: stored },
      { taxRateOf, previousLines: savedLines, financedAmount: false },
    );
    return new Map(found.map((problem) => [problem.field, problem.message]));
  }, [stored, currency, taxRateOf, savedLines]);
  const totals = useMemo(() => assetLineTotals(stored), [stored]);
  const blank = stored.length === 0 && !readOnly;
  const lines = useMemo(
    () => (blank ? [newAssetLine(currency ? { currency } : {}, firstPersonCurrency)] : stored),
    [blank, stored, currency, firstPersonCurrency],
  );
  const taxCodes = useMemo(() => taxCodesInForce(taxes, day), [taxes, day]);
  const pricing = useMemo(() => {
    const pricingOf = (line: AssetLine) =>
      pricingOfLine(line, taxRateOf, currency) ?? {
        taxRate: 0,
        decimals: currencyDecimals(currency ?? defaultCurrency),
      };
    return {
      price: (line: AssetLine) => {
        const known = pricingOfLine(line, taxRateOf, currency);
        return known ? priceAssetLine(line, known) : line;
      },
      enterPrice: (line: AssetLine, entered: EnteredPrice) =>
        lineWithEnteredPrice(line, entered, pricingOf(line)),
    };
  }, [taxRateOf, currency]);

  return {
    path,
    readOnly,
    lines,
    blank,
    currency: currency ?? defaultCurrency,
    totals,
    totalDiscount: stored.length > 1 ? totalDiscount(totals) : undefined,
    problems,
    taxCodes,
    actions,
    ...pricing,
  };
}
