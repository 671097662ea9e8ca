import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A screen the user may not open (foundation.md §6): its title, and the permission it needs in the
 * words the server refuses it with, rather than an empty list or a record 'not found'.
 */
export function NotPermittedPage({ title, permission }: { title: string; permission: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{t("Permission '{{permission}}' is required", { permission })}</Text>
      <Anchor component={Link} to="/">
        {t('Back to the start page')}
      </Anchor>
    </Stack>
  );
}
