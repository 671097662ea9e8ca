import { Drawer, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadLocale } from '../i18n/load-locale.ts';
import { localeName, locales } from '../i18n/locales.ts';
import { ThemeSettings } from './ThemeSettings.tsx';
import { type NavigationMode, useNavigationMode } from './useNavigationMode.ts';

const localeOptions = locales.map((locale) => ({
  value: locale,
  label: `${localeName(locale)} (${locale})`,
}));

/** Language, navigation display mode and theme, kept in this browser. */
export function PreferencesDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useNavigationMode();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('Preferences')}
      position="right"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="lg">
        <Select
          label={t('Language')}
          data={localeOptions}
          value={i18n.language}
          searchable
          allowDeselect={false}
          onChange={(locale) => locale && void loadLocale(locale, true)}
        />
        <div>
          <Text size="sm" fw={500} id="navigation-mode-label" mb={4}>
            {t('Navigation')}
          </Text>
          <SegmentedControl
            aria-labelledby="navigation-mode-label"
            value={mode}
            onChange={(value) => setMode(value as NavigationMode)}
            data={[
              { value: 'left', label: t('Left') },
              { value: 'top', label: t('Top') },
              { value: 'collapsed', label: t('Collapsed') },
            ]}
          />
        </div>
        <Title order={2} size="h4">
          {t('Theme')}
        </Title>
        <ThemeSettings />
      </Stack>
    </Drawer>
  );
}
