import { useTranslation } from 'react-i18next';
import { useFormStore } from './FormStoreContext.tsx';

/** The locale typed numbers and dates are read and shown in: the form's, else the interface's. */
export function useFormLocale(): string {
  const { i18n } = useTranslation();
  return useFormStore().getContext().locale ?? i18n.language;
}
