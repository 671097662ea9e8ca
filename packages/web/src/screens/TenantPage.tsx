import { Loader, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../shell/useCurrentUser.ts';
import { ConfigCheckCard } from './config-check/ConfigCheckCard.tsx';
import { MailSettingsCard } from './mail-settings/MailSettingsCard.tsx';

/** The tenant the signed-in user works in; its administrators set its mail server and check its configuration here. */
export function TenantPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.data) return <Loader role="status" aria-label={t('Loading')} />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('Tenant')}</Title>
      <Table aria-label={t('Tenant')} maw={480}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('Tenant')}</Table.Th>
            <Table.Td>{user.data.tenant}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('Signed in as')}</Table.Th>
            <Table.Td>{user.data.username}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('Locale')}</Table.Th>
            <Table.Td>{user.data.locale}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {user.data.isAdmin && <MailSettingsCard />}
      {user.data.isAdmin && <ConfigCheckCard />}
    </Stack>
  );
}
