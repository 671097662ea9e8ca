import { describe, expect, it } from 'vitest';
import { calendarSources, eventsByDay, eventsOf, sourceListPath } from './calendar-sources.ts';

const source = (kind: string) => {
  const found = calendarSources.find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(`no source ${kind}`);
  return found;
};

describe('the calendar sources', () => {
  it('read tasks, committee meetings, contract starts and ends, and instalments due', () => {
    expect(calendarSources.map((candidate) => candidate.kind)).toEqual([
      'task',
      'committee',
      'contractStart',
      'contractEnd',
      'instalment',
    ]);
  });

  it("bound the source's date field by the period, with the source's own filters", () => {
    const path = sourceListPath(source('instalment'), '2026-10-26', '2026-12-06', 500);
    const [route, query = ''] = path.split('?');
    expect(route).toBe('/api/billing/cashflows');
    const params = new URLSearchParams(query);
    expect(params.get('fromDate')).toBe('2026-10-26');
    expect(params.get('toDate')).toBe('2026-12-06');
    expect(params.get('direction')).toBe('IN');
    expect(params.get('status')).toBe('-CANCELLED');
    expect(params.get('range')).toBe('0-499');
    expect(params.get('sort')).toBe('date');
    expect(
      new URLSearchParams(sourceListPath(source('task'), 'a', 'b', 20).split('?')[1]).get('fromDueDate'),
    ).toBe('a');
  });

  it('make an event of each record on its day, linked to its page, settled ones marked', () => {
    const events = eventsOf(
      source('task'),
      [
        {
          registration: 'TSK00000001',
          subject: 'Call the insurer',
          dueDate: '2026-11-30T00:00:00.000Z',
          status: 'TODO',
        },
        { registration: 'TSK00000002', subject: 'Sign', dueDate: '2026-11-30', status: 'DONE' },
        { registration: 'TSK00000003', subject: 'No date', status: 'TODO' },
      ],
      'en-GB',
    );
    expect(events).toEqual([
      {
        kind: 'task',
        day: '2026-11-30',
        title: 'Call the insurer · TSK00000001',
        path: '/task/TSK00000001',
        settled: false,
      },
      {
        kind: 'task',
        day: '2026-11-30',
        title: 'Sign · TSK00000002',
        path: '/task/TSK00000002',
        settled: true,
      },
    ]);
  });

  it("say an instalment's contract and amount in the clerk's format", () => {
    const [event] = eventsOf(
      source('instalment'),
      [
        {
          registration: 'CSF00000009',
          contractRegistration: 'CTR00000004',
          date: '2026-12-05',
          amount: 1234.5,
          currency: 'EUR',
          status: 'PLANNED',
        },
      ],
      'en-GB',
    );
    expect(event?.title).toBe('€1,234.50 · CTR00000004');
    expect(event?.path).toBe('/cashflow/CSF00000009');
  });

  it("put a meeting on the browser's day at the browser's time, before the day's other events", () => {
    const meeting = new Date(2026, 10, 30, 9, 5);
    const events = [
      ...eventsOf(
        source('contractEnd'),
        [{ registration: 'CTR1', name: 'Van', endDate: '2026-11-30' }],
        'en',
      ),
      ...eventsOf(
        source('committee'),
        [{ registration: 'CTE1', name: 'Credit', startDate: meeting.toISOString() }],
        'en',
      ),
    ];
    const day = eventsByDay(events).get('2026-11-30');
    expect(day?.map((event) => [event.kind, event.time])).toEqual([
      ['committee', '09:05'],
      ['contractEnd', undefined],
    ]);
  });
});
