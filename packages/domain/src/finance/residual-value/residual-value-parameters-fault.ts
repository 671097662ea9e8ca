import type { ResidualValueParameters } from './depreciation-profiles.ts';

type Data = Readonly<Record<string, unknown>>;

const fractions = ['firstYearDrop', 'annualRate', 'usageSensitivity', 'floor'] as const;

/** The first problem of a profile, as the path of its faulty entry; undefined when usable. */
function profileFault(value: unknown, path: string): string | undefined {
  if (!isData(value)) return path;
  for (const key of fractions) {
    const number = value[key];
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number >= 1)
      return `${path}.${key}`;
  }
  if (value.usageUnit !== 'km' && value.usageUnit !== 'hours') return `${path}.usageUnit`;
  const reference = value.referenceUsage;
  if (typeof reference !== 'number' || !Number.isFinite(reference) || reference <= 0)
    return `${path}.referenceUsage`;
  const known = new Set<string>([...fractions, 'usageUnit', 'referenceUsage']);
  return Object.keys(value)
    .filter((key) => !known.has(key))
    .map((key) => `${path}.${key}`)[0];
}

/**
 * Checks a company's residual-value parameters before they are saved: a `default` profile and
 * `categories`, each profile with its rates as fractions from 0 to below 1, its usage unit (km or
 * hours) and a positive reference usage. Answers the path of the first faulty entry.
 *
 * @example residualValueParametersFault({ default: {...}, categories: { trucks: { annualRate: 12 } } })
 *   // 'categories.trucks.firstYearDrop'
 */
export function residualValueParametersFault(value: unknown): string | undefined {
  if (!isData(value)) return 'value';
  const unknown = Object.keys(value).find((key) => key !== 'default' && key !== 'categories');
  if (unknown) return unknown;
  const defaultFault = profileFault(value.default, 'default');
  if (defaultFault) return defaultFault;
  if (!isData(value.categories)) return 'categories';
  for (const [id, profile] of Object.entries(value.categories)) {
    const fault = profileFault(profile, `categories.${id}`);
    if (fault) return fault;
  }
  return undefined;
}

/** Narrows a value checked by `residualValueParametersFault`. */
export function isResidualValueParameters(value: unknown): value is ResidualValueParameters {
  return residualValueParametersFault(value) === undefined;
}

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
