import type { EntityRecord } from '@lessor/domain/api';
import type { NotificationNotice } from '../notifications/notification-store.ts';

const levels: Readonly<Record<string, NotificationNotice['level']>> = {
  SUCCESS: 'success',
  WARNING: 'warning',
};

/**
 * What the author of an answered job is told at its end: `summary` of what it did when it ended
 * with an answer, its refusal when it failed, with a link to its Batch.
 */
export function answeredJobNotice(batch: EntityRecord, title: string, summary: string): NotificationNotice {
  return {
    level: levels[batch.status ?? ''] ?? 'error',
    title,
    message: `${batch.name}: ${batch.status === 'ERROR' ? (batch.errorMessage ?? 'failed') : summary}`,
    link: `/batch/${batch.registration}`,
  };
}
