/** How a notification is shown: the colours of the shell's toasts. */
export type UserNotificationLevel = 'success' | 'info' | 'warning' | 'error';

export const userNotificationLevels: readonly UserNotificationLevel[] = [
  'success',
  'info',
  'warning',
  'error',
];

/** One notification of the user's notification centre, as the server answers it. */
export interface UserNotification {
  id: string;
  /** ISO date and time. */
  createdAt: string;
  level: UserNotificationLevel;
  title: string;
  message: string;
  /** A path of the application the notification leads to, or null. */
  link: string | null;
  /** ISO date and time it was marked read, or null while unread. */
  readAt: string | null;
}

/** `GET /api/notification/notifications?range=`: a page, newest first, and the unread count. */
export interface UserNotificationPage {
  notifications: UserNotification[];
  /** The user's unread notifications, all pages counted. */
  unread: number;
}

/** `POST /api/notification/notifications/read`: some notifications, or all of them. */
export type MarkNotificationsRead = { ids: string[] } | { all: true };

/** What a browser needs to subscribe to Web Push: the server's VAPID public key, base64url. */
export interface PushClientConfiguration {
  publicKey: string;
}

/** The Web Push payload the service worker receives. */
export interface PushMessage {
  title: string;
  message: string;
  link: string | null;
}

export const notificationPaths = {
  clientConfiguration: '/api/notification/client-configuration',
  subscribe: '/api/notification/subscribe',
  notifications: '/api/notification/notifications',
  read: '/api/notification/notifications/read',
} as const;
