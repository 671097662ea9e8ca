import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEvent, CalendarEventKind } from './calendar-sources.ts';

/** The colour that tells a kind apart at a glance; the kind's word says it to everyone. */
const kindColors: Readonly<Record<CalendarEventKind, string>> = {
  task: 'blue',
  committee: 'grape',
  contractStart: 'green',
  contractEnd: 'orange',
  instalment: 'teal',
};

/** The short word before an event's title. */
const kindWords: Readonly<Record<CalendarEventKind, string>> = {
  task: 'Task',
  committee: 'Committee',
  contractStart: 'Starts',
  contractEnd: 'Ends',
  instalment: 'Due',
};

/** A dot of a kind's colour, beside the words that say the same. */
export function KindDot({ kind }: { kind: CalendarEventKind }) {
  return (
    <Box
      aria-hidden
      w={8}
      h={8}
      style={{ borderRadius: '50%', flex: 'none', background: `var(--mantine-color-${kindColors[kind]}-6)` }}
    />
  );
}

/**
 * One event: its kind, its time when it has one, and its title linking to the record. In a day of
 * the grid, a column too narrow for both lines the title under its kind; the day view has one line.
 */
export function CalendarEventLine({ event, stacked = false }: { event: CalendarEvent; stacked?: boolean }) {
  const { t } = useTranslation();
  const kind = (
    <Group gap={4} wrap="nowrap" align="center" style={{ flex: 'none' }}>
      <KindDot kind={event.kind} />
      <Text span size="xs" c="dimmed">
        {event.time ? `${event.time} ` : ''}
        {t(kindWords[event.kind])}
      </Text>
    </Group>
  );
  const title = (
    <Anchor
      component={Link}
      to={event.path}
      size="xs"
      truncate
      td={event.settled ? 'line-through' : undefined}
      title={event.title}
      miw={0}
    >
      {event.title}
    </Anchor>
  );
  return stacked ? (
    <Stack gap={0} miw={0}>
      {kind}
      {title}
    </Stack>
  ) : (
    <Group gap={6} wrap="nowrap" align="center">
      {kind}
      {title}
    </Group>
  );
}
