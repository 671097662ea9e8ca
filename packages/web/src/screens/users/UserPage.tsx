import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LocaleProviders } from '../../shell/LocaleProviders.tsx';
import { UserDetailsForm } from './UserDetailsForm.tsx';
import { UserPhotoCard } from './UserPhotoCard.tsx';
import { UserSignInHistoryCard } from './UserSignInHistoryCard.tsx';
import { useUserRecord } from './useUserRecord.ts';
import { useUsersScreen } from './useUsersScreen.ts';

/** `/user/{username}`: one user's page (business-areas.md §2 and §3), their photo and sign-in history. */
export function UserPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const record = useUserRecord(username);
  const { viewer, canWriteUsers } = useUsersScreen();
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
      <Stack gap="md">
        <UserDetailsForm key={username} user={record.user.data} record={record} />
        <UserPhotoCard
          username={record.user.data.username}
          editable={canWriteUsers || viewer?.username === record.user.data.username}
        />
        <UserSignInHistoryCard username={record.user.data.username} />
      </Stack>
    </LocaleProviders>
  );
}
