import { formatDateTime } from '@lessor/domain/formats';
import { Alert, Badge, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../api/api-client.ts';
import { UserSection } from './UserSection.tsx';
import { shownSignIns, useUserSignIns } from './useUserSignIns.ts';

/**
 * A user's latest sign-ins and refused sign-ins (business-areas.md §2, users): when, how (a sign-in
 * link, a TOTP code, an identity provider) and whether it was refused, newest first, as the
 * server's SystemEvents recorded them. Its badges keep colours dark enough to read.
 */
export function UserSignInHistoryCard({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const signIns = useUserSignIns(username);
  return (
    <UserSection title={t('Sign-in history')}>
      {signIns.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : signIns.isError ? (
        <Alert color="red" role="alert">
          {signIns.error.message}
        </Alert>
      ) : signIns.data.length === 0 ? (
        <Text size="sm">{t('No sign-in yet')}</Text>
      ) : (
        <>
          <Table aria-label={t('Sign-ins')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Date')}</Table.Th>
                <Table.Th>{t('How')}</Table.Th>
                <Table.Th>{t('Outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {signIns.data.map((signIn) => (
                <Table.Tr key={signIn.registration}>
                  <Table.Td>
                    {formatDateTime(new Date(signIn.date), i18n.language, { timeZone: browserTimeZone })}
                  </Table.Td>
                  <Table.Td>{t(signIn.how)}</Table.Td>
                  <Table.Td>
                    {signIn.outcome === 'REFUSED' ? (
                      <Badge color="red.9" variant="filled">
                        {t('Refused')}
                      </Badge>
                    ) : (
                      <Badge variant="default">{t('Signed in')}</Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {signIns.data.length >= shownSignIns && (
            <Text size="xs" c="dimmed">
              {t('The latest {{n}} are shown.', { n: shownSignIns })}
            </Text>
          )}
        </>
      )}
    </UserSection>
  );
}
