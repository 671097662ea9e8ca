import { apiPaths, type User, type UserInput } from '@lessor/domain/api';
import { Alert, Button, Modal } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiJson } from '../../api/api-client.ts';
import { UserForm } from './UserForm.tsx';
import { userPath } from './user-path.ts';
import { useUsersScreen } from './useUsersScreen.ts';

/**
 * The users list's Add (business-areas.md §6): shown only to writers of users, it creates the user
 * in a dialog and opens their page.
 */
export function AddUserButton() {
  const { t } = useTranslation();
  const { flags, canWriteUsers } = useUsersScreen();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const create = useMutation({
    mutationFn: (user: UserInput) => apiJson<User>(apiPaths.users, { method: 'POST', body: user }),
    onSuccess: (user) => navigate(userPath(user.username)),
  });
  if (!canWriteUsers) return null;
  return (
    <>
      <Button onClick={() => setAdding(true)}>{t('Add')}</Button>
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('New user')}
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        {create.isError && <Alert color="red">{create.error.message}</Alert>}
        <UserForm
          isAdmin={flags.isAdmin || flags.isMainAdmin || flags.isSuperAdmin}
          saving={create.isPending}
          onSave={(user) => create.mutate(user)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </>
  );
}
