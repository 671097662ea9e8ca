import { describe, expect, it } from 'vitest';
import { entities } from '../entities/registry.ts';
import { declaredSelects } from './declared-selects.ts';
import { defaultReferenceList, defaultReferenceListNames } from './default-reference-lists.ts';

const labelOf = (list: string, value: string, locale: string) =>
  defaultReferenceList(list, locale)?.find((entry) => entry.value === value)?.label;

describe('the default reference lists', () => {
  const selects = declaredSelects(entities);

  it('walk the nested selects too: an address country, a company VAT scheme, a person role', () => {
    const paths = selects.filter((select) => select.entity === 'Person').map((select) => select.path);
    expect(paths).toEqual(
      expect.arrayContaining(['addresses.country', 'company.vatScheme', 'roles.role', 'nationality']),
    );
    expect(selects.length).toBeGreaterThan(200);
  });

  it.each(['en', 'fr-FR'])('offer values for every select of every declaration, in %s', (locale) => {
    const empty = selects
      .filter((select) => !defaultReferenceList(select.field.list, locale)?.length)
      .map((select) => `${select.entity}.${select.path} (${select.field.list})`);
    expect(empty).toEqual([]);
  });

  it('give each value once per list, with a label', () => {
    for (const name of defaultReferenceListNames) {
      const entries = defaultReferenceList(name, 'fr') ?? [];
      expect(new Set(entries.map((entry) => entry.value)).size, name).toBe(entries.length);
      expect(
        entries.filter((entry) => entry.label.trim() === '').map((entry) => entry.value),
        name,
      ).toEqual([]);
    }
  });

  it('name the ISO 3166-1 countries in the locale, alphabetically', () => {
    const countries = defaultReferenceList('country', 'fr-FR') ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(labelOf('country', 'DE', 'fr-FR')).toBe('Allemagne');
    expect(labelOf('country', 'DE', 'en')).toBe('Germany');
    expect(labelOf('country', 'MA', 'ar-MA')).toBe('المغرب');
    const french = countries.map((entry) => entry.label);
    expect(french).toEqual([...french].sort(new Intl.Collator('fr').compare));
  });

  it('name nationalities by their demonym where the data has the language, else by the country', () => {
    expect(labelOf('nationality', 'DE', 'fr')).toBe('Allemand');
    expect(labelOf('nationality', 'DE', 'en')).toBe('German');
    expect(labelOf('nationality', 'DE', 'ar')).toBe('ألمانيا');
    expect(
      defaultReferenceList('nationality', 'en')
        ?.map((entry) => entry.value)
        .sort(),
    ).toEqual(
      defaultReferenceList('country', 'en')
        ?.map((entry) => entry.value)
        .sort(),
    );
  });

  it("name the specification's currencies after ISO 4217, and the RMB as the yuan", () => {
    expect(defaultReferenceList('currency', 'en')).toHaveLength(22);
    expect(labelOf('currency', 'EUR', 'fr')).toBe('euro (EUR)');
    expect(labelOf('currency', 'EUR', 'en')).toBe('Euro (EUR)');
    expect(labelOf('currency', 'RMB', 'en')).toBe('Chinese Yuan (RMB)');
  });

  it.each([
    ['FR', ['SARL', 'SAS', 'SA', 'SNC', 'SCI']],
    ['BE', ['SRL', 'SA', 'SC']],
    ['ES', ['S.L.', 'S.A.']],
    ['DE', ['GmbH', 'AG', 'KG', 'OHG']],
    ['IT', ['SRL', 'SPA', 'SNC']],
    ['GB', ['Ltd', 'PLC', 'LLP', 'LP']],
    ['MA', ['SARL', 'SA', 'SARL AU', 'SNC']],
    ['TN', ['SARL', 'SA', 'SUARL', 'SNC']],
  ])('offer the legal forms of %s, each with its country', (country, abbreviations) => {
    const forms = (defaultReferenceList('legalForm', 'fr') ?? []).filter((form) => form.country === country);
    const shown = new Set(forms.flatMap((form) => form.label.split(' – ')[0]?.split(' / ') ?? []));
    expect(abbreviations.filter((abbreviation) => !shown.has(abbreviation))).toEqual([]);
    for (const form of forms) expect(form.label.endsWith(`(${country})`)).toBe(true);
  });

  it('label a legal form in the language of the user when its country has it, ISO 20275 codes as values', () => {
    // Belgium's private limited company: BV in Dutch, SRL in French, GmbH in German.
    expect(labelOf('legalForm', '3W7E', 'fr-BE')).toBe('SRL – Société à responsabilité limitée (BE)');
    expect(labelOf('legalForm', '3W7E', 'nl-BE')).toBe('BV – Besloten Vennootschap (BE)');
    expect(labelOf('legalForm', '2HBR', 'en')).toBe('GmbH – Gesellschaft mit beschränkter Haftung (DE)');
    expect(defaultReferenceList('legalStatusCode', 'fr')).toEqual(defaultReferenceList('legalForm', 'fr'));
  });

  it('translate the person situation lists: VAT schemes, marital status and contract, employment', () => {
    expect(labelOf('vatScheme', 'SMALL_BUSINESS_EXEMPTION', 'fr-FR')).toBe('Franchise en base de TVA');
    expect(labelOf('maritalStatus', 'CIVIL_PARTNERSHIP', 'fr')).toBe('Pacsé');
    expect(labelOf('maritalContract', 'SEPARATION_OF_PROPERTY', 'en')).toBe('Separation of property');
    expect(labelOf('employmentContractType', 'PERMANENT', 'fr')).toBe('CDI');
    // A locale without its own labels falls back to English.
    expect(labelOf('employmentContractType', 'PERMANENT', 'ja-JP')).toBe('Permanent contract');
  });
});
