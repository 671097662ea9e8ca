import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isStaleChunkError } from './is-stale-chunk-error.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { OutdatedVersionScreen } from './OutdatedVersionScreen.tsx';

/** What a route shows when it fails: the outdated-version screen for a stale chunk, else the error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isStaleChunkError(error) && navigator.onLine) return <OutdatedVersionScreen />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Stack>
      <Title order={1}>{t('Oops, something went wrong')}</Title>
      <Alert color="red">{error instanceof Error ? error.message : String(error)}</Alert>
    </Stack>
  );
}
