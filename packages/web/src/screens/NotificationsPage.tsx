import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationHistory } from '../notifications/notification-history.ts';

const colors = { success: 'green', info: 'indigo', warning: 'yellow', error: 'red' } as const;

/** `/notifications`: the notifications shown since this page was opened. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(notificationHistory.subscribe, notificationHistory.get);
  return (
    <Stack gap="md">
      <Title order={1}>{t('Notifications')}</Title>
      {shown.length === 0 ? (
        <Text>{t('No notification since this page was opened.')}</Text>
      ) : (
        <Table striped aria-label={t('Notifications')}>
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
                  <Badge color={colors[entry.level]} variant="light">
                    {t(entry.level)}
                  </Badge>
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
