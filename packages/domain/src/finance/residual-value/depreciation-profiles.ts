/**
 * How a category of vehicles loses value (docs/vehicle-catalogue.md, "Residual values"): a drop
 * over the first year, then a declining balance each year, adjusted for a yearly usage above or
 * below the one the rates assume, never below a floor.
 */
export interface DepreciationProfile {
  /** Share of the new price lost over the first 12 months, as a fraction (0.2 is 20 %). */
  firstYearDrop: number;
  /** Share of the remaining value lost each following year (declining balance), as a fraction. */
  annualRate: number;
  /** What the yearly usage counts: kilometres, or operating hours for machines. */
  usageUnit: 'km' | 'hours';
  /** The yearly usage the two rates assume. */
  referenceUsage: number;
  /** Extra share lost per year for each 100 % of usage above the reference (gained below it). */
  usageSensitivity: number;
  /** The share the value never falls below: what the vehicle fetches at the end of its life. */
  floor: number;
}

/** The parameters of a tenant, or the shipped ones: a profile per category id, and one for any other. */
export interface ResidualValueParameters {
  default: DepreciationProfile;
  categories: Readonly<Record<string, DepreciationProfile>>;
}

const profile = (
  firstYearDrop: number,
  annualRate: number,
  usageUnit: DepreciationProfile['usageUnit'],
  referenceUsage: number,
  usageSensitivity: number,
  floor: number,
): DepreciationProfile => ({ firstYearDrop, annualRate, usageUnit, referenceUsage, usageSensitivity, floor });

/**
 * The shipped parameters, per root category of the built-in catalogue: rules of thumb of the
 * European used-vehicle market (a car loses about a fifth in its first year, then some 15 % a
 * year; a trailer holds its value far longer). A company replaces them with its own figures.
 */
export const defaultResidualValueParameters: ResidualValueParameters = {
  default: profile(0.2, 0.15, 'km', 15_000, 0.05, 0.05),
  categories: {
    'passenger-cars': profile(0.2, 0.15, 'km', 15_000, 0.05, 0.05),
    'light-commercial-vehicles': profile(0.18, 0.16, 'km', 25_000, 0.05, 0.05),
    trucks: profile(0.15, 0.12, 'km', 100_000, 0.04, 0.08),
    buses: profile(0.15, 0.11, 'km', 60_000, 0.04, 0.05),
    motorcycles: profile(0.18, 0.12, 'km', 5_000, 0.05, 0.05),
    trailers: profile(0.12, 0.08, 'km', 50_000, 0.02, 0.1),
    'off-road-vehicles': profile(0.15, 0.1, 'hours', 500, 0.06, 0.08),
  },
};

/** The profile of a category: the tenant's, else the shipped one, else the default. */
export function profileOfCategory(
  parameters: ResidualValueParameters,
  categoryId: string,
): DepreciationProfile {
  return (
    parameters.categories[categoryId] ??
    defaultResidualValueParameters.categories[categoryId] ??
    parameters.default
  );
}
