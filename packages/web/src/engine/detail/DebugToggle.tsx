import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormSettings } from '../form/useFormSettings.ts';

/**
 * Debug mode, flipped ON and OFF (foundation.md §4), offered to admins when the tenant's
 * allowDebugMode setting (true by default) allows it.
 */
export function DebugToggle({ debug, onChange }: { debug: boolean; onChange(debug: boolean): void }) {
  const { t } = useTranslation();
  const { allowDebugMode, isAdmin } = useFormSettings();
  if (!allowDebugMode || !isAdmin) return null;
  return (
    <Switch
      label={`${t('Debug mode')} ${debug ? t('ON') : t('OFF')}`}
      checked={debug}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
