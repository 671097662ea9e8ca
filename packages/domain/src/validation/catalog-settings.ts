import { type CatalogName, catalogNames } from '../api/catalog-types.ts';

/** Which provider answers a catalogue name: the built-in vPIC data, or LECTURA's API. */
export type CatalogProviderKind = 'builtin' | 'lectura';

/** A catalogue of a tenant: `catalogs` of its tenant-config document. */
export interface CatalogSetting {
  provider: CatalogProviderKind;
  /** The language LECTURA answers names in (fr, de...), when it is the provider. */
  language?: string;
}

export type CatalogSettings = Partial<Record<CatalogName, CatalogSetting>>;

const providerKinds: readonly string[] = ['builtin', 'lectura'];

/**
 * The first faulty entry of tenant-config's `catalogs`, as its path; undefined when usable or
 * absent: `{ "LECTURA": { "provider": "lectura", "language": "fr" }, "ACB": { "provider": "builtin" } }`.
 * @example catalogSettingsFault({ KBB: { provider: 'builtin' } }) // 'catalogs.KBB'
 */
export function catalogSettingsFault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isData(value)) return 'catalogs';
  for (const [name, setting] of Object.entries(value)) {
    const path = `catalogs.${name}`;
    if (!(catalogNames as readonly string[]).includes(name) || !isData(setting)) return path;
    if (typeof setting.provider !== 'string' || !providerKinds.includes(setting.provider))
      return `${path}.provider`;
    if (
      setting.language !== undefined &&
      (typeof setting.language !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(setting.language))
    )
      return `${path}.language`;
    const extra = Object.keys(setting).find((key) => key !== 'provider' && key !== 'language');
    if (extra) return `${path}.${extra}`;
  }
  return undefined;
}

/** The settings of a tenant-config document, or none when they are missing or faulty. */
export function catalogSettingsOf(value: unknown): CatalogSettings {
  return catalogSettingsFault(value) === undefined && isData(value) ? (value as CatalogSettings) : {};
}

function isData(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
