import type { EntityRecord } from '@lessor/domain/api';
import {
  type AssetLine,
  fileWithDerivedLines,
  linesOf,
  lineWithEnteredPrice,
  newAssetLine,
  pricingOfLine,
  withTotalDiscount,
} from '@lessor/domain/entities';
import { addedResidualValue } from '@lessor/domain/finance';
import { currencyDecimals, defaultCurrency } from '@lessor/domain/formats';
import type { FormStore } from '../../form/create-form-store.ts';

/** What the actions read at the moment they run: the tenant's rates and the first person's currency. */
export interface LineContext {
  taxRateOf(code: unknown): number | undefined;
  firstPersonCurrency: string | undefined;
}

/** A price typed in a line: excl. or incl. tax. */
export type EnteredPrice = { priceExclTax: number } | { priceInclTax: number };

/** Every change the editor makes to the file's lines, each applied through the same rules. */
export interface AssetLineActions {
  add(): void;
  /** Inserts a copy of the line after it. */
  copy(index: number): void;
  remove(index: number): void;
  /** Changes fields of a line (its quantity, unit price, discount, tax code, flags...). */
  change(index: number, patch: Readonly<Record<string, unknown>>): void;
  /** A price typed: the discount becomes its deviation from unit price × quantity. */
  enterPrice(index: number, entered: EnteredPrice): void;
  /** The asset chosen for a line: its name, unit and source prices, tax code and supplier. */
  chooseAsset(index: number, asset: EntityRecord): void;
  /**
   * A new line of an asset made from a catalogue model; its residual value at the term end, when
   * given, added to the file's.
   */
  addFromCatalog(asset: EntityRecord, residualValue: number | undefined): void;
  /** Replaces a line whole (the line dialog's Save). */
  replace(index: number, line: AssetLine): void;
  /** The total discount typed: every line takes it. */
  applyTotalDiscount(discount: number): void;
}

/** The fields of an asset a line takes when the asset is chosen. */
const fromAsset = ['name', 'unitPrice', 'sourcePrice', 'taxCode', 'supplierRegistration'] as const;

/**
 * The line given an asset (business-areas.md §7: the asset fetched when chosen): its registration,
 * name, unit and source prices, tax code and supplier; the prices of an asset chosen before go
 * with it. Quantity, discount and flags stay.
 */
export function lineWithAsset(line: AssetLine, asset: EntityRecord): AssetLine {
  const next: Record<string, unknown> = { ...line, assetRegistration: asset.registration };
  for (const field of fromAsset) {
    if (asset[field] === undefined || asset[field] === null) delete next[field];
    else next[field] = asset[field];
  }
  if (next.unitPrice === undefined) {
    delete next.priceExclTax;
    delete next.priceInclTax;
  }
  return next;
}

/**
 * The editor's actions on the lines held at `path` in the page's form store. Each one computes
 * the next lines and commits them through `fileWithDerivedLines`, the rules the server applies on
 * save: every line priced, the SUPPLIER persons in step, the financed amount and the currency of
 * the file following its lines. An empty list counts as one blank line, which the first change
 * makes a line of the file.
 */
export function lineActions(store: FormStore, path: string, context: () => LineContext): AssetLineActions {
  const stored = () => linesOf({ assets: store.getValue(path) });
  const blank = () => newAssetLine(store.getValues(), context().firstPersonCurrency);
  const shown = () => {
    const lines = stored();
    return lines.length > 0 ? lines : [blank()];
  };
  const fileCurrency = () => {
    const currency = store.getValue('currency');
    return typeof currency === 'string' && currency !== '' ? currency : undefined;
  };
  const pricingOf = (line: AssetLine) =>
    pricingOfLine(line, context().taxRateOf, fileCurrency()) ?? {
      taxRate: 0,
      decimals: currencyDecimals(fileCurrency() ?? defaultCurrency),
    };

  const commit = (next: readonly AssetLine[]) => {
    const values = store.getValues();
    const { file } = fileWithDerivedLines(
      { ...values, assets: next },
      {
        taxRateOf: context().taxRateOf,
        previousLines: stored(),
        financedAmount: store.field('financedAmountExclTax') !== undefined,
        persons: store.field('persons') !== undefined,
      },
    );
    store.setValue(path, file.assets);
    for (const key of ['persons', 'financedAmountExclTax', 'currency'])
      if (file[key] !== values[key] && store.field(key) !== undefined) store.setValue(key, file[key]);
  };
  const update = (index: number, make: (line: AssetLine) => AssetLine) =>
    commit(shown().map((line, position) => (position === index ? make(line) : line)));

  return {
    add: () => commit([...shown(), blank()]),
    copy: (index) => {
      const lines = shown();
      const line = lines[index];
      if (line) commit([...lines.slice(0, index + 1), { ...line }, ...lines.slice(index + 1)]);
    },
    remove: (index) => commit(stored().filter((_, position) => position !== index)),
    change: (index, patch) => update(index, (line) => ({ ...line, ...patch })),
    enterPrice: (index, entered) =>
      update(index, (line) => lineWithEnteredPrice(line, entered, pricingOf(line))),
    chooseAsset: (index, asset) => update(index, (line) => lineWithAsset(line, asset)),
    addFromCatalog: (asset, residualValue) => {
      commit([...stored(), lineWithAsset(blank(), asset)]);
      if (residualValue !== undefined && store.field('residualValue') !== undefined)
        store.setValue('residualValue', addedResidualValue(store.getValue('residualValue'), residualValue));
    },
    replace: (index, line) => update(index, () => line),
    applyTotalDiscount: (discount) => commit(withTotalDiscount(stored(), discount, pricingOf)),
  };
}
