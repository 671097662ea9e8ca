import { SegmentedControl, Slider, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorSchemeChoice, Theming } from './theming.ts';
import { themingStore } from './theming-store.ts';

const sliders: readonly { key: keyof Omit<Theming, 'colorScheme'>; label: string; max: number }[] = [
  { key: 'darkModeBrightness', label: 'Brightness', max: 200 },
  { key: 'darkModeContrast', label: 'Contrast', max: 200 },
  { key: 'darkModeSepia', label: 'Sepia', max: 100 },
];

/** Colour scheme, and the dark mode's brightness, contrast and sepia. */
export function ThemeSettings() {
  const { t } = useTranslation();
  const theming = useSyncExternalStore(themingStore.subscribe, themingStore.get);
  const { setColorScheme } = useMantineColorScheme();
  const choose = (value: string) => {
    const choice = value as ColorSchemeChoice;
    setColorScheme(choice === 'followSystem' ? 'auto' : choice);
    themingStore.set({ colorScheme: choice });
    // foundation.md §9: charts and grids re-measure 400 ms after a theme change.
    setTimeout(() => window.dispatchEvent(new Event('resize')), 400);
  };
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} id="color-scheme-label" mb={4}>
          {t('Colour scheme')}
        </Text>
        <SegmentedControl
          aria-labelledby="color-scheme-label"
          value={theming.colorScheme}
          onChange={choose}
          data={[
            { value: 'light', label: t('Light') },
            { value: 'dark', label: t('Dark') },
            { value: 'followSystem', label: t('Follow the system') },
          ]}
        />
      </div>
      {sliders.map((slider) => (
        <div key={slider.key}>
          <Text size="sm" fw={500} id={`${slider.key}-label`}>
            {t(slider.label)} ({t('dark mode')})
          </Text>
          <Slider
            thumbLabel={t(slider.label)}
            aria-labelledby={`${slider.key}-label`}
            min={0}
            max={slider.max}
            value={theming[slider.key]}
            onChange={(value) => themingStore.set({ [slider.key]: value })}
            label={(value) => `${value} %`}
          />
        </div>
      ))}
    </Stack>
  );
}
