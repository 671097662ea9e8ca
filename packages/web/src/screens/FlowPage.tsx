import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * Flow mode (`/k/{accessKey}/p/{pageId}`): a page opened with an access key instead of a
 * session. Flow pages are defined by tenant scripts; none is published, so the key opens nothing.
 */
export function FlowPage() {
  const { pageId } = useParams();
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480}>
        <Stack>
          <Title order={1}>{t('Page not found')}</Title>
          <Text>{t('No page {{pageId}} is published for this access key.', { pageId })}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
