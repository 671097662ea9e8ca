import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The unsupported-entity error (foundation.md §2 and §8): the address names no known entity. */
export function UnsupportedEntityPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{t('Unsupported entity')}</Title>
      <Text>
        {t('unsupported entity')}: <code>{name}</code>
      </Text>
      <Anchor component={Link} to="/">
        {t('Back to the start page')}
      </Anchor>
    </Stack>
  );
}
