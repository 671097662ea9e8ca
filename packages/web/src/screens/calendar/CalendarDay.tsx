import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarEventLine } from './CalendarEventLine.tsx';
import type { CalendarEvent } from './calendar-sources.ts';

/** The day view: every event of the day, its meetings first in the order of their hours. */
export function CalendarDay({ events }: { events: readonly CalendarEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text>{t('Nothing falls on this day.')}</Text>;
  return (
    <List listStyleType="none" spacing={6}>
      {events.map((event) => (
        <List.Item key={`${event.kind}-${event.path}`}>
          <CalendarEventLine event={event} />
        </List.Item>
      ))}
    </List>
  );
}
