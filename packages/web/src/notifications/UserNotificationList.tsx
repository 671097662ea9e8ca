import type { UserNotification } from '@lessor/domain/api';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { levelBadgeStyle } from './level-colors.ts';
import { useMarkNotificationsRead, useUserNotifications } from './useUserNotifications.ts';

/** The user's notifications from the server, newest first; unread ones stand out. */
export function UserNotificationList() {
  const { t } = useTranslation();
  const { data, isPending } = useUserNotifications();
  const markRead = useMarkNotificationsRead();
  if (isPending) return <Text>{t('Loading')}</Text>;
  const notifications = data?.notifications ?? [];
  if (notifications.length === 0) return <Text>{t('No notification.')}</Text>;
  const unread = data?.unread ?? 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">{t('{{count}} unread', { count: unread })}</Text>
        <Button
          variant="default"
          size="xs"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('Mark all as read')}
        </Button>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => {
              if (!notification.readAt) markRead.mutate({ ids: [notification.id] });
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function NotificationItem({ notification, onOpen }: { notification: UserNotification; onOpen(): void }) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  return (
    <Paper component="li" withBorder p="sm" bg={unread ? 'var(--mantine-color-default-hover)' : undefined}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Badge style={levelBadgeStyle(notification.level)}>{t(notification.level)}</Badge>
        <Text fw={unread ? 700 : 400}>{notification.title}</Text>
        {unread && (
          <Badge size="xs" variant="outline">
            {t('Unread')}
          </Badge>
        )}
        <Text size="xs" c="dimmed" ml="auto">
          {new Date(notification.createdAt).toLocaleString()}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {notification.message}
      </Text>
      {notification.link && (
        <Anchor component={Link} to={notification.link} size="sm" onClick={onOpen}>
          {t('Open')}
        </Anchor>
      )}
    </Paper>
  );
}
