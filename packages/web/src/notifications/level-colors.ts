import type { UserNotificationLevel } from '@lessor/domain/api';

/** The colour of each level, in toasts, badges and the notification centre. */
export const levelColors: Record<UserNotificationLevel, string> = {
  success: 'green',
  info: 'indigo',
  warning: 'yellow',
  error: 'red',
};
