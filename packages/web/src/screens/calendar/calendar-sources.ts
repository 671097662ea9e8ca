import { type EntityDefinition, findEntity } from '@lessor/domain/entities';
import { formatAmount } from '@lessor/domain/formats';

/** What an event of the calendar is: the kinds a clerk can show or hide. */
export type CalendarEventKind = 'task' | 'committee' | 'contractStart' | 'contractEnd' | 'instalment';

/** One dated thing on the calendar, linking to its record. */
export interface CalendarEvent {
  kind: CalendarEventKind;
  /** The ISO day it falls on, in the browser's time zone for a meeting's date and time. */
  day: string;
  /** `14:30` for a committee meeting; undefined for what is due on a day. */
  time?: string;
  title: string;
  /** The record's page: `/task/TSK00000012`. */
  path: string;
  /** A task done or cancelled, an instalment received: shown, but struck through. */
  settled: boolean;
}

/**
 * Where a kind of event is read: an entity's list called with its date field bounded by the period
 * (`fromDueDate=…&toDueDate=…`) and the source's own filters.
 */
export interface CalendarSource {
  kind: CalendarEventKind;
  /** The legend's words for the kind, and the hide-or-show switch's. */
  label: string;
  entity: EntityDefinition;
  dateField: string;
  filters: Readonly<Record<string, string>>;
  projection: readonly string[];
  /** What the event says, in the clerk's locale for amounts. */
  title(record: ListedRecord, locale: string): string;
  settled(record: ListedRecord): boolean;
}

/** A record as a list call with a projection answers it: the fields asked for. */
export type ListedRecord = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A record's own words first, its subject or name, then its registration: a narrow day of the month
 * cuts the end of the line, and the words tell more than the number.
 */
const named = (record: ListedRecord, field: 'subject' | 'name'): string => {
  const words = text(record[field]) || text(record.name);
  return words ? `${words} · ${text(record.registration)}` : text(record.registration);
};

type SourceSpec = Omit<CalendarSource, 'entity'> & { entityName: string };

/** A contract on the day one of its dates names: its start or its end. */
function contractDay(kind: CalendarEventKind, label: string, dateField: 'startDate' | 'endDate'): SourceSpec {
  return {
    kind,
    label,
    entityName: 'Contract',
    dateField,
    filters: {},
    projection: ['registration', 'name', dateField, 'status'],
    title: (record) => named(record, 'name'),
    settled: () => false,
  };
}

const sourceSpecs: readonly SourceSpec[] = [
  {
    kind: 'task',
    label: 'Tasks',
    entityName: 'Task',
    dateField: 'dueDate',
    filters: {},
    projection: ['registration', 'subject', 'name', 'dueDate', 'status', 'done'],
    title: (record) => named(record, 'subject'),
    settled: (record) => record.done === true || record.status === 'DONE' || record.status === 'CANCELLED',
  },
  {
    kind: 'committee',
    label: 'Committee meetings',
    entityName: 'Committee',
    dateField: 'startDate',
    filters: { status: '-CANCELLED' },
    projection: ['registration', 'name', 'subject', 'startDate', 'status'],
    title: (record) => named(record, 'name'),
    settled: () => false,
  },
  contractDay('contractStart', 'Contract starts', 'startDate'),
  contractDay('contractEnd', 'Contract ends', 'endDate'),
  {
    // What the clients owe: the planned instalments coming in, not the payments out to suppliers.
    kind: 'instalment',
    label: 'Due instalments',
    entityName: 'Cashflow',
    dateField: 'date',
    filters: { direction: 'IN', status: '-CANCELLED' },
    projection: ['registration', 'contractRegistration', 'date', 'amount', 'currency', 'status'],
    title: (record, locale) => {
      const amount = formatAmount(record.amount, { currency: text(record.currency) || undefined, locale });
      return `${amount} · ${text(record.contractRegistration) || text(record.registration)}`;
    },
    settled: (record) => record.status !== 'PLANNED',
  },
];

/** Every source of the calendar whose entity is declared, in the legend's order. */
export const calendarSources: readonly CalendarSource[] = sourceSpecs.flatMap(({ entityName, ...spec }) => {
  const entity = findEntity(entityName);
  return entity ? [{ ...spec, entity }] : [];
});

/** The list call of a source over the days from `first` to `last`, both included. */
export function sourceListPath(source: CalendarSource, first: string, last: string, limit: number): string {
  const bounded = source.dateField.charAt(0).toUpperCase() + source.dateField.slice(1);
  const query = new URLSearchParams({
    ...source.filters,
    [`from${bounded}`]: first,
    [`to${bounded}`]: last,
    projection: source.projection.join(','),
    sort: source.dateField,
    range: `0-${limit - 1}`,
  });
  return `${source.entity.apiPath}?${query}`;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The day and time an event falls on: a date field is its day, whatever hour it is stored at (UTC
 * midnight); a date and time is read in the browser's time zone, as the clerk's meeting is at
 * 09:00 where they are.
 */
function dayAndTime(value: string, dateOnly: boolean): { day: string; time?: string } | undefined {
  if (dateOnly) return /^\d{4}-\d{2}-\d{2}/.test(value) ? { day: value.slice(0, 10) } : undefined;
  const instant = new Date(value);
  if (value === '' || Number.isNaN(instant.getTime())) return undefined;
  const day = `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
  return { day, time: `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}` };
}

/** The events a source's records make, each on its day; a record without a readable date makes none. */
export function eventsOf(
  source: CalendarSource,
  records: readonly ListedRecord[],
  locale: string,
): CalendarEvent[] {
  const dateOnly = source.entity.fields[source.dateField]?.type === 'date';
  return records.flatMap((record) => {
    const when = dayAndTime(text(record[source.dateField]), dateOnly);
    const registration = text(record.registration);
    if (!when || !registration) return [];
    return [
      {
        kind: source.kind,
        ...when,
        title: source.title(record, locale),
        path: `/${source.entity.route}/${encodeURIComponent(registration)}`,
        settled: source.settled(record),
      },
    ];
  });
}

/** The events of each day, a day's meetings first by their time, then what falls due on it. */
export function eventsByDay(events: readonly CalendarEvent[]): ReadonlyMap<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = days.get(event.day);
    if (day) day.push(event);
    else days.set(event.day, [event]);
  }
  for (const day of days.values()) {
    day.sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99'));
  }
  return days;
}
