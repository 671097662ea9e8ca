import { Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { useUserConfiguration } from './useUserConfiguration.ts';

/** `/` opens the landing page of the user configuration (fallback: the getting-started page). */
export function LandingRedirect() {
  const configuration = useUserConfiguration();
  if (!configuration.data) return <Loader role="status" aria-label="Loading" />;
  return <Navigate to={configuration.data.landingPage} replace />;
}
