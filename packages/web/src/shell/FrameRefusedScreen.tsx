import { Center, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the application in a frame its host does not allow. */
export function FrameRefusedScreen() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480} role="alert">
        <Text>{t('Lessor cannot be shown inside this page.')}</Text>
      </Paper>
    </Center>
  );
}
