import {
  effect,
  fv,
  ipmt,
  irr,
  nominal,
  nper,
  npv,
  pmt,
  ppmt,
  pv,
  rate,
  xirr,
  xnpv,
} from '@lessor/domain/finance';
import {
  amountInWords,
  formatAmount,
  formatDate,
  formatIban,
  formatNumber,
  formatPercentage,
  formatPhone,
} from '@lessor/domain/formats';

/**
 * The domain's spreadsheet functions a script calls by name, as LibreOffice Calc computes them
 * (`await context.finance('pmt', 0.06 / 12, 36, -20000)`): rates as fractions, dates as ISO text.
 */
const financeFunctions: Readonly<Record<string, (...args: never[]) => number>> = {
  effect,
  fv,
  ipmt,
  irr,
  nominal,
  nper,
  npv,
  pmt,
  ppmt,
  pv,
  rate,
  xirr,
  xnpv,
};

type Options = Readonly<Record<string, unknown>>;

/**
 * The domain's formats a script calls by kind, as the screens show values
 * (`await context.format('amount', 608.44, { currency: 'EUR', locale: 'fr-FR' })`).
 */
const formats: Readonly<Record<string, (value: unknown, options: Options) => string>> = {
  amount: (value, options) => formatAmount(value, options),
  amountInWords: (value, options) => amountInWords(value, options),
  date: (value, options) => formatDate(value, text(options.locale), options),
  iban: (value) => formatIban(value),
  number: (value, options) => formatNumber(value, options),
  percentage: (value, options) => formatPercentage(value, options),
  phone: (value, options) => formatPhone(value, options),
};

/** `finance(name, ...args)`: a spreadsheet function's value; an error the script may catch for an unknown one or bad arguments. */
export async function finance(name: unknown, ...args: unknown[]): Promise<number> {
  const compute = known(financeFunctions, name, 'finance function');
  if (!args.every(isFinanceArgument))
    throw new Error(`Invalid arguments of ${String(name)}: numbers, dates as text, or arrays of them`);
  return (compute as (...values: unknown[]) => number)(...args);
}

/** `format(kind, value, options?)`: the value as the screens show it. */
export async function format(kind: unknown, value: unknown, options: unknown = {}): Promise<string> {
  const show = known(formats, kind, 'format');
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new Error(`Invalid options of format ${String(kind)}: an object`);
  return show(value, options as Options);
}

function known<T>(table: Readonly<Record<string, T>>, name: unknown, what: string): T {
  if (typeof name === 'string' && Object.hasOwn(table, name)) return table[name] as T;
  throw new Error(`Unknown ${what} ${String(name)}: one of ${Object.keys(table).join(', ')}`);
}

function isFinanceArgument(value: unknown): boolean {
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'number' || typeof item === 'string');
  return typeof value === 'number' || typeof value === 'string';
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
