import { entities } from '@lessor/domain/entities';
import { Anchor, Kbd, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The documentation, the fallback landing page: how to find one's way in what Lessor holds today. */
export function DocumentationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>{t('Getting started')}</Title>
      <Text>
        {t(
          'Lessor is the back office of a leasing and lending company. Each list below opens its records; the menu holds the same lists, grouped by area.',
        )}
      </Text>
      <Title order={2} size="h3">
        {t('Lists')}
      </Title>
      <List>
        {entities.map((entity) => (
          <List.Item key={entity.name}>
            <Anchor component={Link} to={`/${entity.pluralRoute}`}>
              {t(entity.pluralLabel)}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        {t('Finding and moving around')}
      </Title>
      <List>
        <List.Item>
          <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> {t('searches every record by registration or name.')}
        </List.Item>
        <List.Item>
          <Kbd>?</Kbd> {t('lists the keyboard shortcuts.')}
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/documentation/api">
            {t('API documentation')}
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
