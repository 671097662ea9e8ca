import { entities } from '@lessor/domain/entities';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NotPermittedPage } from './NotPermittedPage.tsx';
import { mayOpenToolScreen, screenPermission } from './screen-access.ts';
import { findToolScreen } from './tool-screens.ts';
import { useUserConfiguration } from './useUserConfiguration.ts';

/**
 * A tool screen for a user who may use it; one who may not is told which permission it needs,
 * rather than meeting a screen whose every call the server refuses.
 */
export function ToolScreenGate() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const configuration = useUserConfiguration().data;
  const screen = findToolScreen(pathname);
  if (!screen) return <Outlet />;
  if (!configuration) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (mayOpenToolScreen(screen, configuration, entities)) return <Outlet />;
  return <NotPermittedPage title={t(screen.title)} permission={screenPermission(screen, entities) ?? ''} />;
}
