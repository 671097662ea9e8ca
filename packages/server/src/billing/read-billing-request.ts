import { LessorError } from '@lessor/domain/errors';
import { utcDate } from '@lessor/domain/formats';

/** What a billing run is asked: the day it bills up to, and the organisations, all when absent. */
export interface BillingRequest {
  /** `YYYY-MM-DD`: instalments due on or before it are billed. */
  date: string;
  organizations: readonly string[] | undefined;
}

const compactDay = /^(\d{4})(\d{2})(\d{2})$/;
const isoTimestamp = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
// A query string is short; a longer list is a mistake, not a selection.
const maxOrganizations = 1000;

/**
 * Reads `?date={date}&organizations={list}` (business-areas.md §7). The date is `YYYYMMDD` or an
 * ISO timestamp, whose UTC day is taken: the web application sends days as UTC midnights.
 */
export function readBillingRequest(query: Readonly<Record<string, unknown>>): BillingRequest {
  const { date, organizations } = query;
  if (date === undefined || date === '') throw new LessorError('MISSING_MANDATORY_QUERY_FIELDS', ['date']);
  if (typeof date !== 'string') throw new LessorError('INVALID_FIELD_IN_QUERY', ['date']);
  return { date: billingDay(date), organizations: organizationList(organizations) };
}

function billingDay(text: string): string {
  const compact = compactDay.exec(text);
  const iso = compact ? undefined : isoTimestamp.exec(text);
  const parts = compact ?? iso;
  // The calendar day must exist (no 30 February), whatever the time that follows it.
  const day = parts ? utcDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null;
  const instant = iso?.[4] ? new Date(text) : day;
  if (!day || !instant || Number.isNaN(instant.getTime())) throw new LessorError('INVALID_DATE', [text]);
  return instant.toISOString().slice(0, 10);
}

function organizationList(value: unknown): readonly string[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new LessorError('INVALID_FIELD_IN_QUERY', ['organizations']);
  const list = [...new Set(value.split(',').map((item) => item.trim()))].filter(Boolean);
  if (list.length > maxOrganizations || list.some((item) => item.length > 100))
    throw new LessorError('INVALID_FIELD_IN_QUERY', ['organizations']);
  return list.length > 0 ? list : undefined;
}
