import { paginationHeaders } from '@lessor/domain/query';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/api-client.ts';
import { useMayReadEach } from '../../engine/record/usePermissionChecks.ts';
import {
  type CalendarEvent,
  type CalendarEventKind,
  type CalendarSource,
  calendarSources,
  eventsOf,
  type ListedRecord,
  sourceListPath,
} from './calendar-sources.ts';

/** Most events of one kind read for one period: a month of a large portfolio's instalments is cut there. */
export const eventsPerSourceLimit = 500;

/** The events of a period, and what could not be read or was cut. */
export interface CalendarEvents {
  events: CalendarEvent[];
  /** The sources the user may read: the legend offers these alone. */
  readable: readonly CalendarSource[];
  pending: boolean;
  /** Sources whose call failed, by label. */
  failed: string[];
  /** Sources with more events in the period than were read, by label. */
  cut: string[];
}

/**
 * Reads every source the user may read and shows, one list call each over the period's days. A
 * source the user may not read is not asked (the server would refuse it) and not offered.
 */
export function useCalendarEvents(
  first: string,
  last: string,
  hidden: ReadonlySet<CalendarEventKind>,
): CalendarEvents {
  const { i18n } = useTranslation();
  const mayRead = useMayReadEach(calendarSources.map((source) => source.entity));
  const readable = mayRead ? calendarSources.filter((_, index) => mayRead[index]) : [];
  const shown = readable.filter((source) => !hidden.has(source.kind));
  const answers = useQueries({
    queries: shown.map((source) => ({
      queryKey: ['calendar', source.kind, first, last],
      queryFn: async (): Promise<{ records: ListedRecord[]; continues: boolean }> => {
        const response = await apiFetch(sourceListPath(source, first, last, eventsPerSourceLimit));
        const continues = response.headers.get(paginationHeaders.continues) === 'true';
        return { records: (await response.json()) as ListedRecord[], continues };
      },
    })),
  });
  const events = shown.flatMap((source, index) => {
    const records = answers[index]?.data?.records;
    return records ? eventsOf(source, records, i18n.language) : [];
  });
  return {
    events,
    readable,
    pending: mayRead === undefined || answers.some((answer) => answer.isPending),
    failed: shown.filter((_, index) => answers[index]?.isError).map((source) => source.label),
    cut: shown.filter((_, index) => answers[index]?.data?.continues).map((source) => source.label),
  };
}
