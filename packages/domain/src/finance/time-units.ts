/** The specification's time units (foundation §9): 86 400 s a day, 30-day months, 365-day years. */
export const SECONDS_PER_DAY = 86_400;
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;
