/** Which provider looks addresses up for a tenant: none, or the French national address base. */
export type AddressLookupProviderKind = 'none' | 'ban';

/** `addressLookup` of a tenant-config document: `{ "provider": "ban" }`. */
export interface AddressLookupSetting {
  provider: AddressLookupProviderKind;
}

const providerKinds: readonly string[] = ['none', 'ban'];

/**
 * The faulty entry of tenant-config's `addressLookup`, as its path; undefined when usable or absent.
 * @example addressLookupSettingFault({ provider: 'google' }) // 'addressLookup.provider'
 */
export function addressLookupSettingFault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'addressLookup';
  const setting = value as Record<string, unknown>;
  if (typeof setting.provider !== 'string' || !providerKinds.includes(setting.provider))
    return 'addressLookup.provider';
  const extra = Object.keys(setting).find((key) => key !== 'provider');
  return extra ? `addressLookup.${extra}` : undefined;
}

/** A tenant's setting; provider None when it is missing or faulty (foundation.md §7). */
export function addressLookupSettingOf(value: unknown): AddressLookupSetting {
  return addressLookupSettingFault(value) === undefined && value !== undefined
    ? (value as AddressLookupSetting)
    : { provider: 'none' };
}
