import { Alert, Button, Checkbox, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstDayOfWeek } from '../../i18n/date-locales.ts';
import { CalendarDay } from './CalendarDay.tsx';
import { KindDot } from './CalendarEventLine.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import {
  type CalendarPeriod,
  type CalendarView,
  calendarPeriod,
  calendarViews,
  dayDate,
  isIsoDate,
  localToday,
  shiftedAnchor,
} from './calendar-period.ts';
import { type CalendarEventKind, eventsByDay } from './calendar-sources.ts';
import { eventsPerSourceLimit, useCalendarEvents } from './useCalendarEvents.ts';

/** Events a month's day shows before a button to the day's whole list. */
const eventsPerMonthDay = 3;

const viewWords: Readonly<Record<CalendarView, { name: string; previous: string; next: string }>> = {
  month: { name: 'Month', previous: 'Previous month', next: 'Next month' },
  week: { name: 'Week', previous: 'Previous week', next: 'Next week' },
  day: { name: 'Day', previous: 'Previous day', next: 'Next day' },
};

/** The period's title, in the user's words: `November 2026`, `23–29 Nov 2026`, `Sunday, 29 November 2026`. */
function periodTitle(period: CalendarPeriod, locale: string): string {
  if (period.view === 'month')
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      dayDate(period.anchor),
    );
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: period.view === 'day' ? 'full' : 'medium',
    timeZone: 'UTC',
  });
  return period.view === 'day'
    ? format.format(dayDate(period.anchor))
    : format.formatRange(dayDate(period.first), dayDate(period.last));
}

/**
 * The calendar (`/calendar`): what falls due and what is planned, by month, week or day — tasks by
 * their due date, committee meetings, contracts starting and ending, and the instalments clients
 * owe. The view and its day are in the address (`?view=week&date=2026-11-23`), so a period can be
 * shared and reloaded; each kind can be hidden, and only kinds the user may read are offered.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [params, setParams] = useSearchParams();
  const askedView = params.get('view');
  const view = calendarViews.find((candidate) => candidate === askedView) ?? 'month';
  const askedDate = params.get('date');
  const today = localToday();
  const anchor = isIsoDate(askedDate) ? askedDate : today;
  const period = useMemo(() => calendarPeriod(view, anchor, firstDayOfWeek(locale)), [view, anchor, locale]);
  const [hidden, setHidden] = useState<ReadonlySet<CalendarEventKind>>(new Set());
  const calendar = useCalendarEvents(period.first, period.last, hidden);
  const byDay = eventsByDay(calendar.events);
  const show = (next: { view?: CalendarView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? anchor });
  const toggle = (kind: CalendarEventKind, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(kind);
    else next.add(kind);
    setHidden(next);
  };
  const words = viewWords[view];

  return (
    <Stack gap="md">
      <Title order={1}>{t('Calendar')}</Title>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button variant="default" onClick={() => show({ date: shiftedAnchor(view, anchor, -1) })}>
            {t(words.previous)}
          </Button>
          <Button variant="default" onClick={() => show({ date: today })}>
            {t('Today')}
          </Button>
          <Button variant="default" onClick={() => show({ date: shiftedAnchor(view, anchor, 1) })}>
            {t(words.next)}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('Calendar view')}
          value={view}
          onChange={(value) => show({ view: value as CalendarView })}
          data={calendarViews.map((value) => ({ value, label: t(viewWords[value].name) }))}
        />
      </Group>
      <Title order={2} size="h3" aria-live="polite">
        {periodTitle(period, locale)}
      </Title>
      {calendar.readable.length > 0 && (
        <Group gap="md" role="group" aria-label={t('Shown on the calendar')}>
          {calendar.readable.map((source) => (
            <Checkbox
              key={source.kind}
              checked={!hidden.has(source.kind)}
              onChange={(event) => toggle(source.kind, event.currentTarget.checked)}
              label={
                <Group gap={6} wrap="nowrap">
                  <KindDot kind={source.kind} />
                  {t(source.label)}
                </Group>
              }
            />
          ))}
        </Group>
      )}
      {calendar.failed.length > 0 && (
        <Alert color="red" role="alert" title={t('Part of the calendar could not be read')}>
          {calendar.failed.map((label) => t(label)).join(', ')}
        </Alert>
      )}
      {calendar.cut.length > 0 && (
        <Text size="sm">
          {t('More than {{count}} in this period; the first ones are shown: {{kinds}}', {
            count: eventsPerSourceLimit,
            kinds: calendar.cut.map((label) => t(label)).join(', '),
          })}
        </Text>
      )}
      {calendar.pending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : calendar.readable.length === 0 ? (
        <Text>
          {t(
            'Your profile may read none of what the calendar shows: tasks, committees, contracts or instalments.',
          )}
        </Text>
      ) : view === 'day' ? (
        <CalendarDay events={byDay.get(anchor) ?? []} />
      ) : (
        <CalendarGrid
          period={period}
          eventsByDay={byDay}
          today={today}
          locale={locale}
          perDay={view === 'month' ? eventsPerMonthDay : undefined}
          openDay={(day) => show({ view: 'day', date: day })}
        />
      )}
    </Stack>
  );
}
