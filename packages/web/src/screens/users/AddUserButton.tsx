import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUsersScreen } from './useUsersScreen.ts';

/** The users list's Add, to `/user` (business-areas.md §6): shown only to writers of users. */
export function AddUserButton() {
  const { t } = useTranslation();
  const { canWriteUsers } = useUsersScreen();
  if (!canWriteUsers) return null;
  return (
    <Button component={Link} to="/user">
      {t('Add')}
    </Button>
  );
}
