import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a code chunk of an older deployment is gone while the browser is online. */
export function OutdatedVersionScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" maw={480} role="alert">
        <Stack>
          <Text>
            {t('You are using an outdated version of the application. Refresh the page to continue.')}
          </Text>
          <Button onClick={() => window.location.reload()}>{t('Refresh')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
