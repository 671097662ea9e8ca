import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useUserConfiguration } from './useUserConfiguration.ts';

/** `/` opens the landing page of the user configuration (fallback: the getting-started page). */
export function LandingRedirect() {
  const configuration = useUserConfiguration();
  const { t } = useTranslation();
  if (!configuration.data) return <Loader role="status" aria-label={t('Loading')} />;
  return <Navigate to={configuration.data.landingPage} replace />;
}
