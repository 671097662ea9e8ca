import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeek, loadDateLocale } from '../i18n/date-locales.ts';

/**
 * Date pickers in the chosen locale (its Day.js locale, weeks starting on Monday or Sunday), and the
 * shared confirmation dialog's buttons, No and Yes (foundation.md §2), in its language.
 */
export function LocaleProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [dateLocale, setDateLocale] = useState('en');
  useEffect(() => {
    let current = true;
    void loadDateLocale(i18n.language).then((name) => current && setDateLocale(name));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return (
    <DatesProvider settings={{ locale: dateLocale, firstDayOfWeek: firstDayOfWeek(i18n.language) }}>
      <ModalsProvider labels={{ confirm: t('Yes'), cancel: t('No') }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}
