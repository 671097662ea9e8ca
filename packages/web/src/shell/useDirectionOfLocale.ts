import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { isRightToLeft } from '../i18n/locales.ts';

/** Mirrors the layout for right-to-left locales (Arabic). */
export function useDirectionOfLocale(): void {
  const { setDirection } = useDirection();
  useEffect(() => {
    const follow = (locale: string) => setDirection(isRightToLeft(locale) ? 'rtl' : 'ltr');
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [setDirection]);
}
