import type { UserNotificationLevel } from '@lessor/domain/api';
import type { StatusCategory } from '@lessor/domain/workflow';
import { statusColors } from '../colors/status-colors.ts';

/** The colour of each level, in toasts, badges and the notification centre. */
export const levelColors: Record<UserNotificationLevel, string> = {
  success: 'green',
  info: 'indigo',
  warning: 'yellow',
  error: 'red',
};

const levelCategories: Record<UserNotificationLevel, StatusCategory> = {
  success: 'success',
  info: 'ongoing',
  warning: 'warning',
  error: 'error',
};

/** A level's badge: the colours of its status category, which keep 4.5:1 for a badge's small letters. */
export const levelBadgeStyle = (level: UserNotificationLevel) => statusColors[levelCategories[level]];
