import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ThemeSettings } from '../shell/ThemeSettings.tsx';

/** `/themes`: the colour scheme and the dark mode's settings of this browser. */
export function ThemesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>{t('Themes')}</Title>
      <ThemeSettings />
    </Stack>
  );
}
