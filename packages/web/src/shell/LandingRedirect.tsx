import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useUserConfiguration } from './useUserConfiguration.ts';

/**
 * `/` opens the landing page of the user configuration (fallback: the getting-started page), or
 * the first screen of the user's menu when their permissions do not open it. The entities that
 * decide it load beside the page, as the menu's do.
 */
export function LandingRedirect() {
  const configuration = useUserConfiguration().data;
  const { t } = useTranslation();
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    if (!configuration) return;
    let current = true;
    void import('./landing-path.ts').then(({ landingPathOf }) => {
      if (current) setTarget(landingPathOf(configuration));
    });
    return () => {
      current = false;
    };
  }, [configuration]);
  if (!target) return <Loader role="status" aria-label={t('Loading')} />;
  return <Navigate to={target} replace />;
}
