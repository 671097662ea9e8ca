import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LocaleProviders } from '../../shell/LocaleProviders.tsx';
import { UserDetailsForm } from './UserDetailsForm.tsx';
import { useUserRecord } from './useUserRecord.ts';

/** `/user/{username}`: one user's page (business-areas.md §2 and §3). */
export function UserPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const record = useUserRecord(username);
  if (record.user.isPending) return <Loader role="status" aria-label={t('Loading')} />;
  if (record.user.isError)
    return (
      <Stack>
        <Title order={1}>{username}</Title>
        <Alert color="red" role="alert">
          {record.user.error.message}
        </Alert>
        <Link to="/users">{t('Users')}</Link>
      </Stack>
    );
  return (
    <LocaleProviders>
      <UserDetailsForm key={username} user={record.user.data} record={record} />
    </LocaleProviders>
  );
}
