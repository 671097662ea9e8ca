import type { ElfLegalForm } from './elf-legal-form.ts';
import { elfLegalForms } from './legal-forms.elf.ts';
import type { ConfiguredEntry } from './reference-list-entry.ts';

/**
 * Usual abbreviations GLEIF leaves blank for French forms, so that typing 'SARL' or 'SASU' finds
 * the form (a SASU is a SAS with one partner, an EURL a SARL with one: ISO 20275 does not split them).
 */
const frenchAbbreviations: Readonly<Record<string, string>> = {
  V9QP: 'SARL / EURL',
  '6CHY': 'SAS / SASU',
  H1U2: 'SNC',
  VD7Z: 'SCS',
  DEG4: 'SCA',
  FY0F: 'SCI',
  M1BJ: 'SCM',
  ZY9X: 'EI',
  BAK2: 'EARL',
  J9OZ: 'SELARL',
  '3FCU': 'SELAS',
  '6KWU': 'SELCA',
  ZXHJ: 'SELAFA',
  QV2O: 'SELAFA',
};

/**
 * Forms the ELF list lacks, under codes of their own (a country prefix, so never an ELF code):
 * Morocco's (loi 17-95 on the société anonyme, loi 5-96 on the other companies), and the Tunisian
 * partnerships of the Code des sociétés commerciales.
 */
const supplements: readonly ElfLegalForm[] = [
  ['MA-SA', 'MA', { fr: ['Société anonyme', 'SA'], ar: ['شركة المساهمة'] }],
  ['MA-SAS', 'MA', { fr: ['Société par actions simplifiée', 'SAS'], ar: ['شركة المساهمة المبسطة'] }],
  [
    'MA-SARL',
    'MA',
    { fr: ['Société à responsabilité limitée', 'SARL'], ar: ['الشركة ذات المسؤولية المحدودة'] },
  ],
  [
    'MA-SARLAU',
    'MA',
    {
      fr: ['Société à responsabilité limitée à associé unique', 'SARL AU'],
      ar: ['الشركة ذات المسؤولية المحدودة بشريك وحيد'],
    },
  ],
  ['MA-SNC', 'MA', { fr: ['Société en nom collectif', 'SNC'], ar: ['شركة التضامن'] }],
  ['MA-SCS', 'MA', { fr: ['Société en commandite simple', 'SCS'], ar: ['شركة التوصية البسيطة'] }],
  ['MA-SCA', 'MA', { fr: ['Société en commandite par actions', 'SCA'], ar: ['شركة التوصية بالأسهم'] }],
  ['MA-SP', 'MA', { fr: ['Société en participation', 'SP'], ar: ['شركة المحاصة'] }],
  ['MA-GIE', 'MA', { fr: ["Groupement d'intérêt économique", 'GIE'], ar: ['مجموعة النفع الاقتصادي'] }],
  ['MA-EI', 'MA', { fr: ['Entreprise individuelle', 'EI'], ar: ['المقاولة الفردية'] }],
  ['TN-SNC', 'TN', { fr: ['Société en nom collectif', 'SNC'] }],
  ['TN-SCS', 'TN', { fr: ['Société en commandite simple', 'SCS'] }],
  ['TN-SCA', 'TN', { fr: ['Société en commandite par actions', 'SCA'] }],
  ['TN-SP', 'TN', { fr: ['Société en participation', 'SP'] }],
  ['TN-GIE', 'TN', { fr: ["Groupement d'intérêt économique", 'GIE'] }],
];

/**
 * Legal forms (ISO 20275 codes, from GLEIF's ELF list, and a few it lacks), each with its country
 * and its name in the country's languages: 'SAS / SASU – société par actions simplifiée (FR)'.
 */
export const legalForms: readonly ConfiguredEntry[] = [...elfLegalForms, ...supplements].map(
  ([value, country, names]) => ({
    value,
    country,
    label: Object.fromEntries(
      Object.entries(names).map(([language, [name, abbreviation]]) => {
        const short = frenchAbbreviations[value] ?? abbreviation;
        return [language, `${short ? `${short} – ` : ''}${name} (${country})`];
      }),
    ),
  }),
);
