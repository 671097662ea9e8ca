import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../api/api-client.ts';
import { useFormStore } from './FormStoreContext.tsx';

/** The locale typed numbers and dates are read and shown in: the form's, else the interface's. */
export function useFormLocale(): string {
  const { i18n } = useTranslation();
  return useFormStore().getContext().locale ?? i18n.language;
}

/** The time zone date-times are shown and typed in: the form's, else the browser's. */
export function useFormTimeZone(): string {
  return useFormStore().getContext().timeZone ?? browserTimeZone;
}
