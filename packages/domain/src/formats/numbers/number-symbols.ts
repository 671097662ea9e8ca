import { localeInfo } from '../locales/resolve-locale.ts';

export interface NumberSymbols {
  decimal: string;
  group: string;
}

const cache = new Map<string, NumberSymbols>();

/**
 * The decimal and group separators of a locale, as Intl writes them.
 * @example numberSymbols('fr-FR') // { decimal: ',', group: '\u202f' }
 */
export function numberSymbols(locale?: string): NumberSymbols {
  const code = localeInfo(locale).code;
  const cached = cache.get(code);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(code, { numberingSystem: 'latn' }).formatToParts(12345.6);
  const symbols = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
  cache.set(code, symbols);
  return symbols;
}
