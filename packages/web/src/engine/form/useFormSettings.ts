import type { ValidationContext } from '@lessor/domain/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shell/useCurrentUser.ts';
import { useUserConfiguration } from '../../shell/useUserConfiguration.ts';

/** The tenant settings forms follow (foundation.md §3), with their defaults. */
interface FormSettings {
  bypassIbanCheck: boolean;
  /** Default true: the debug toggle shows to admins unless the tenant turns it off. */
  allowDebugMode: boolean;
  uniqueAddressPerType: boolean;
  isAdmin: boolean;
}

export function useFormSettings(): FormSettings {
  const configuration = useUserConfiguration().data;
  const settings = configuration?.settings ?? {};
  return {
    bypassIbanCheck: settings.bypassIbanCheck === true,
    allowDebugMode: settings.allowDebugMode !== false,
    uniqueAddressPerType: settings.uniqueAddressPerType === true,
    isAdmin: configuration?.user.isAdmin === true,
  };
}

/** What the domain's rules need to know of where they run: locale, tenant, IBAN setting. */
export function useValidationContext(): ValidationContext {
  const { i18n } = useTranslation();
  const tenant = useCurrentUser().data?.tenant;
  const { bypassIbanCheck } = useFormSettings();
  const locale = i18n.language;
  return useMemo(
    () => ({ locale, bypassIbanCheck, ...(tenant ? { tenant } : {}) }),
    [locale, bypassIbanCheck, tenant],
  );
}
