import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { levelBadgeStyle } from '../notifications/level-colors.ts';
import { notificationHistory } from '../notifications/notification-history.ts';
import { PushOptIn } from '../notifications/PushOptIn.tsx';
import { UserNotificationList } from '../notifications/UserNotificationList.tsx';

/**
 * `/notifications`: the user's notification centre (what the server told them, kept), then the
 * messages shown since this page was opened.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(notificationHistory.subscribe, notificationHistory.get);
  return (
    <Stack gap="md">
      <Title order={1}>{t('Notifications')}</Title>
      <PushOptIn />
      <UserNotificationList />
      <Title order={2} size="h4">
        {t('Since this page was opened')}
      </Title>
      {shown.length === 0 ? (
        <Text>{t('No notification since this page was opened.')}</Text>
      ) : (
        <Table striped aria-label={t('Since this page was opened')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Time')}</Table.Th>
              <Table.Th scope="col">{t('Level')}</Table.Th>
              <Table.Th scope="col">{t('Message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.at.toLocaleTimeString()}</Table.Td>
                <Table.Td>
                  <Badge style={levelBadgeStyle(entry.level)}>{t(entry.level)}</Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-line' }}>
                  {entry.title ? `${t(entry.title)}: ` : ''}
                  {t(entry.message)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
