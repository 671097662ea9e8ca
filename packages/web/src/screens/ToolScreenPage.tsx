import { entities } from '@lessor/domain/entities';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { EntityListPage } from '../engine/list/EntityListPage.tsx';
import { findToolScreen } from '../shell/tool-screens.ts';
import { screensOf } from './entity-screens.ts';

/**
 * A tool or list screen of foundation.md §2. A screen over a declared entity shows that entity's
 * list; any other says plainly that it is not available yet, rather than showing invented data.
 */
export function ToolScreenPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const screen = findToolScreen(pathname);
  const entity = screen?.collection
    ? entities.find((candidate) => candidate.collection === screen.collection)
    : undefined;
  if (entity && screen?.query) return <Navigate to={`/${entity.pluralRoute}?${screen.query}`} replace />;
  if (entity) {
    const screens = screensOf(entity);
    return (
      <EntityListPage
        key={entity.name}
        entity={entity}
        Tools={screens?.ListTools}
        RowTool={screens?.RowTool}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Title order={1}>{t(screen?.title ?? pathname)}</Title>
      <Text>{t('This screen is not available yet in Lessor.')}</Text>
      <Group gap="md">
        <Anchor component={Link} to="/global-search">
          {t('Global search')}
        </Anchor>
        <Anchor component={Link} to="/documentation/getting-started/getting-started">
          {t('Getting started')}
        </Anchor>
      </Group>
    </Stack>
  );
}
