import { Button, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarEventLine } from './CalendarEventLine.tsx';
import { type CalendarPeriod, dayDate } from './calendar-period.ts';
import type { CalendarEvent } from './calendar-sources.ts';

interface Props {
  period: CalendarPeriod;
  eventsByDay: ReadonlyMap<string, CalendarEvent[]>;
  today: string;
  locale: string;
  /** Most events a day's cell shows; the rest are a button to the day. Unbounded when undefined. */
  perDay?: number;
  openDay(day: string): void;
}

/**
 * The month or week view: a table of weeks, a column per weekday. Each day's number opens the day
 * view; each event links to its record.
 */
export function CalendarGrid({ period, eventsByDay, today, locale, perDay, openDay }: Props) {
  const { t } = useTranslation();
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const month = period.anchor.slice(0, 7);
  const weeks: string[][] = [];
  for (let index = 0; index < period.days.length; index += 7) weeks.push(period.days.slice(index, index + 7));
  return (
    <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          {weeks[0]?.map((day) => (
            <Table.Th key={day} scope="col" ta="center">
              <abbr title={weekdayLong.format(dayDate(day))} style={{ textDecoration: 'none' }}>
                {weekday.format(dayDate(day))}
              </abbr>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((day) => {
              const events = eventsByDay.get(day) ?? [];
              const shown = perDay === undefined ? events : events.slice(0, perDay);
              const outside = period.view === 'month' && !day.startsWith(month);
              return (
                <Table.Td
                  key={day}
                  valign="top"
                  h={period.view === 'month' ? 96 : 160}
                  bg={outside ? 'var(--mantine-color-default-hover)' : undefined}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <Stack gap={2}>
                    <UnstyledButton
                      onClick={() => openDay(day)}
                      aria-label={fullDay.format(dayDate(day))}
                      fw={day === today ? 700 : undefined}
                      c={outside ? 'dimmed' : undefined}
                      td={day === today ? 'underline' : undefined}
                      fz="sm"
                    >
                      {Number(day.slice(8))}
                    </UnstyledButton>
                    {shown.map((event) => (
                      <CalendarEventLine key={`${event.kind}-${event.path}`} event={event} stacked />
                    ))}
                    {events.length > shown.length && (
                      <Button variant="subtle" size="compact-xs" onClick={() => openDay(day)}>
                        {t('{{count}} more', { count: events.length - shown.length })}
                      </Button>
                    )}
                    {period.view === 'week' && events.length === 0 && (
                      <Text size="xs" c="dimmed">
                        {t('Nothing')}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
