import { Loader, Stack } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityListPage } from '../../engine/list/EntityListPage.tsx';
import { LocaleProviders } from '../../shell/LocaleProviders.tsx';
import { AddUserButton } from './AddUserButton.tsx';
import { OrganisationDiagram } from './OrganisationDiagram.tsx';
import { userListEntity } from './user-list-entity.ts';
import { userPath } from './user-path.ts';
import { useUsersScreen } from './useUsersScreen.ts';

/**
 * The users screen (business-areas.md §2): the tenant's users on the shared list page (search,
 * last sign-in filters, paging, export; Add for writers of users), and the relations diagram of
 * the signed-in user's person, whose persons open their users.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { viewer, flags } = useUsersScreen();
  const navigate = useNavigate();
  const { isAdmin, isMainAdmin, isSuperAdmin } = flags;
  const entity = useMemo(
    () => userListEntity({ isAdmin, isMainAdmin, isSuperAdmin }),
    [isAdmin, isMainAdmin, isSuperAdmin],
  );
  return (
    <LocaleProviders>
      <Suspense fallback={<Loader role="status" aria-label={t('Loading')} />}>
        <Stack gap="xl">
          <EntityListPage key={entity.listColumns.length} entity={entity} Tools={AddUserButton} />
          <OrganisationDiagram
            personRegistration={viewer ? viewer.personRegistration : undefined}
            onUser={(username) => navigate(userPath(username))}
          />
        </Stack>
      </Suspense>
    </LocaleProviders>
  );
}
