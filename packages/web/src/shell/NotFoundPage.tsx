import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{t('Page not found')}</Title>
      <Text>{t('This address shows nothing in Lessor.')}</Text>
      <Anchor component={Link} to="/">
        {t('Back to the start page')}
      </Anchor>
    </Stack>
  );
}
