import type { CronSetting } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { CronExpressionParser } from 'cron-parser';
import { cronKindNamed, cronKinds } from './cron-kinds.ts';

/** The configuration document holding a tenant's crons: `{ crons: [{ name, schedule, enabled }] }`. */
export const cronListDocument = 'cron-list';

/**
 * A tenant's crons: each known kind as its `cron-list` document sets it, else as the kind says.
 * A document that does not read (an administrator's hand) falls back to the kinds' own settings.
 */
export function cronSettingsOf(value: unknown): CronSetting[] {
  const listed = Array.isArray((value as { crons?: unknown } | undefined)?.crons)
    ? ((value as { crons: unknown[] }).crons as Partial<CronSetting>[])
    : [];
  return cronKinds.map((kind) => {
    const set = listed.find((entry) => entry?.name === kind.name);
    return {
      name: kind.name,
      schedule: typeof set?.schedule === 'string' && isSchedule(set.schedule) ? set.schedule : kind.schedule,
      enabled: typeof set?.enabled === 'boolean' ? set.enabled : kind.enabled,
    };
  });
}

/**
 * Checks a `cron-list` document before it is kept (configuration-documents routes): every entry
 * names a known cron, with a five-field schedule and a flag.
 */
export function checkCronList(value: Record<string, unknown>): void {
  const { crons } = value;
  if (!Array.isArray(crons)) throw new LessorError('INVALID_FIELD_IN_CONFIG', ['crons']);
  crons.forEach((entry: Partial<CronSetting> | null, index) => {
    if (!entry || typeof entry.name !== 'string' || !cronKindNamed(entry.name))
      throw new LessorError('INVALID_FIELD_IN_CONFIG', [`crons[${index}].name`]);
    if (typeof entry.schedule !== 'string' || !isSchedule(entry.schedule))
      throw new LessorError('INVALID_FIELD_IN_CONFIG', [`crons[${index}].schedule`]);
    if (typeof entry.enabled !== 'boolean')
      throw new LessorError('INVALID_FIELD_IN_CONFIG', [`crons[${index}].enabled`]);
  });
}

/** Five fields (minute, hour, day of month, month, day of week), read in UTC. */
export function isSchedule(schedule: string): boolean {
  if (schedule.trim().split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(schedule, { tz: 'UTC' });
    return true;
  } catch {
    return false;
  }
}

/** The first minute after `after` the schedule fires at. */
export function nextFiring(schedule: string, after: Date): Date {
  return CronExpressionParser.parse(schedule, { currentDate: after, tz: 'UTC' }).next().toDate();
}

/** Whether the schedule fires at this very minute. */
export function firesAt(schedule: string, minute: Date): boolean {
  return nextFiring(schedule, new Date(minute.getTime() - 1)).getTime() === minute.getTime();
}
