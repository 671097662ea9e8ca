/**
 * Seconds in a day (foundation §9 time units).
 * @example SECONDS_PER_DAY * DAYS_PER_YEAR // 31 536 000 s in a year
 */
export const SECONDS_PER_DAY = 86_400;

/**
 * Days in a month, as the 30-day payment period counts it (foundation §9).
 * @example 45 / DAYS_PER_MONTH // 1.5 months
 */
export const DAYS_PER_MONTH = 30;

/**
 * Days in a year (foundation §9): XIRR and XNPV count years of 365 days as well.
 * @example 730 / DAYS_PER_YEAR // 2 years
 */
export const DAYS_PER_YEAR = 365;
