import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';

/**
 * The generic content routes (`/content/*`, `/user-content`, `/page/*`, `/catalog/{name}`,
 * `/edit-catalog/{name}`, dyno pages with `/new`). They show content stored per tenant; until a
 * tenant stores some, each says that nothing is stored at its address.
 */
export function ContentPage() {
  const { pathname } = useLocation();
  const { name } = useParams();
  const { t } = useTranslation();
  const title =
    pathname.startsWith('/catalog/') || pathname.startsWith('/edit-catalog/')
      ? t('Catalog {{name}}', { name })
      : t('Content');
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{t('No content is stored at this address for your tenant.')}</Text>
      <Text size="sm">
        <code>{pathname}</code>
      </Text>
      <Anchor component={Link} to="/">
        {t('Back to the start page')}
      </Anchor>
    </Stack>
  );
}
