/** Which registry answers a tenant's company registration lookups (business-areas.md §7). */
export type RegistrationLookupProvider = 'french-registry' | 'none';

const providers: readonly string[] = ['french-registry', 'none'];

/**
 * The faulty entry of tenant-config's `registrationLookup` as its path; undefined when usable or
 * absent: `{ "provider": "french-registry" }` or `{ "provider": "none" }`.
 * @example registrationLookupSettingFault({ provider: 'vies' }) // 'registrationLookup.provider'
 */
export function registrationLookupSettingFault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'registrationLookup';
  const setting = value as Record<string, unknown>;
  if (typeof setting.provider !== 'string' || !providers.includes(setting.provider))
    return 'registrationLookup.provider';
  const extra = Object.keys(setting).find((key) => key !== 'provider');
  return extra ? `registrationLookup.${extra}` : undefined;
}

/** The provider a tenant chose, or undefined when it chose none or its setting is faulty. */
export function registrationLookupProviderOf(value: unknown): RegistrationLookupProvider | undefined {
  if (value === undefined || registrationLookupSettingFault(value) !== undefined) return undefined;
  return (value as { provider: RegistrationLookupProvider }).provider;
}
