import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserNotifications } from '../notifications/useUserNotifications.ts';

/** The header's bell: a link to the notification centre, named with the unread count. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUserNotifications().data?.unread ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4}>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="default"
        size="md"
        aria-label={t('Notifications, {{count}} unread', { count: unread })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor">
          <path
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
          />
        </svg>
      </ActionIcon>
    </Indicator>
  );
}
