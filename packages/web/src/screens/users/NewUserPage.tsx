import { apiPaths, type User, type UserInput } from '@lessor/domain/api';
import { Alert, Card, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiJson } from '../../api/api-client.ts';
import { UserForm } from './UserForm.tsx';
import { userPath } from './user-path.ts';
import { useUsersScreen } from './useUsersScreen.ts';

/**
 * `/user`: a new user, where the users list's Add leads (business-areas.md §2); once created, their
 * page opens. The server refuses whoever may not write users, whatever this page shows.
 */
export function NewUserPage() {
  const { t } = useTranslation();
  const { flags } = useUsersScreen();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: (user: UserInput) => apiJson<User>(apiPaths.users, { method: 'POST', body: user }),
    onSuccess: (user) => navigate(userPath(user.username), { replace: true }),
  });
  return (
    <Stack maw={560}>
      <Title order={1}>{t('New user')}</Title>
      {create.isError && (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      )}
      <Card withBorder>
        <UserForm
          isAdmin={flags.isAdmin || flags.isMainAdmin || flags.isSuperAdmin}
          saving={create.isPending}
          onSave={(user) => create.mutate(user)}
          onCancel={() => navigate('/users')}
        />
      </Card>
    </Stack>
  );
}
