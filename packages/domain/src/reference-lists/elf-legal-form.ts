/** One ISO 20275 legal form: its ELF code, its country, and per language `[name, abbreviation?]`. */
export type ElfLegalForm = readonly [
  code: string,
  country: string,
  names: Readonly<Record<string, readonly [name: string, abbreviation?: string]>>,
];
