import { Anchor, Center, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The accessibility declaration, reachable without signing in (foundation.md §2). */
export function AccessibilityDeclarationPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" maw={640}>
        <Stack>
          <Title order={1}>{t('Accessibility declaration')}</Title>
          <Text>
            {t('Lessor aims at WCAG 2.1 level AA. Every screen is checked automatically with axe-core.')}
          </Text>
          <List>
            <List.Item>
              {t('Every screen can be used with the keyboard; press ? to list the shortcuts.')}
            </List.Item>
            <List.Item>{t('Texts keep a contrast of 4.5:1 or more, in light and dark themes.')}</List.Item>
            <List.Item>{t('Arabic is shown right to left with the layout mirrored.')}</List.Item>
          </List>
          <Anchor component={Link} to="/authentication/login-page">
            {t('Sign in to Lessor')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
