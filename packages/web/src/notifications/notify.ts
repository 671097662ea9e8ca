import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-client.ts';
import { i18n } from '../i18n/i18n.ts';
import { connectivity } from '../offline/connectivity.ts';
import { type ErrorNotice, errorNotice, networkNotice, oopsTitle, readBody } from './error-text.ts';
import { levelColors } from './level-colors.ts';
import { type NotificationLevel, notificationHistory } from './notification-history.ts';

/** foundation.md §9: notifications last 5 s, errors 15 s, and one with an action stays until closed. */
export const notificationDurations = { default: 5000, error: 15_000 } as const;

interface Notice {
  level: NotificationLevel;
  title?: string;
  message: string;
  /** Values of the message's `{{placeholders}}`. */
  values?: Record<string, string | number>;
  /** An action (a button) in the message keeps the notification open until closed. */
  action?: ReactNode;
  /** How long it stays, when not as its level says. */
  durationMs?: number;
}

function notify({ level, title, message, values, action, durationMs }: Notice): void {
  const t = (text: string) => i18n.t(text, values ?? {});
  notifications.show({
    color: levelColors[level],
    ...(title ? { title: t(title) } : {}),
    message: action ? [t(message), action] : t(message),
    autoClose: action
      ? false
      : durationMs !== undefined
        ? durationMs
        : level === 'error'
          ? notificationDurations.error
          : notificationDurations.default,
    // Errors lists arrive joined by new lines.
    styles: { description: { whiteSpace: 'pre-line' } },
    closeButtonProps: { 'aria-label': i18n.t('Close') },
  });
  const english = message.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values?.[key] ?? ''));
  notificationHistory.add({ level, ...(title ? { title } : {}), message: english });
}

/** What an error thrown by a call becomes (foundation.md §8). */
async function errorNoticeOf(error: unknown): Promise<ErrorNotice> {
  if (error instanceof ApiError) return errorNotice(error.status, await readBody(error.body));
  if (error instanceof TypeError) return networkNotice(navigator.onLine && !connectivity.offline);
  return {
    level: 'error',
    title: oopsTitle,
    message: error instanceof Error ? error.message : String(error),
  };
}

export async function notifyError(error: unknown): Promise<void> {
  notify(await errorNoticeOf(error));
}

/** A fault of the page's own (not a call's): its English text, translated here with its values. */
export function notifyErrorText(message: string, values?: Record<string, string | number>): void {
  notify({ level: 'error', message, ...(values ? { values } : {}) });
}

/** A notice worth reading whole (what a configuration check found): it stays 15 s. */
export function notifyNotice(message: string, values?: Record<string, string | number>): void {
  notify({ level: 'info', message, ...(values ? { values } : {}), durationMs: notificationDurations.error });
}

/**
 * A success, or a warning about a request of the user's own, shown 5 s. `message` is the English
 * text, translated here with its values.
 */
export function notifySuccess(
  message: string,
  values?: Record<string, string | number>,
  level: 'success' | 'warning' = 'success',
): void {
  notify({ level, message, ...(values ? { values } : {}) });
}

/** A notice with a button (Got it), which stays until closed (foundation.md §9). */
export function notifyWithAction(
  message: string,
  action: ReactNode,
  level: 'success' | 'warning' = 'success',
): void {
  notify({ level, message, action });
}
