/** A value of a reference list as it is kept: a label, or one label per locale or language. */
export interface ConfiguredEntry {
  value: string;
  label?: string | Readonly<Record<string, string>>;
  /** The country the value belongs to (a legal form), so that a form offers only its country's. */
  country?: string;
}

/** A reference list entry as the API answers it (foundation.md §3), with its country when it has one. */
export interface ReferenceListEntry {
  value: string;
  label: string;
  isTranslated: boolean;
  labelValue: string;
  country?: string;
}

/**
 * The entry's label in the locale (`fr-FR`, then `fr`, then `en`, then its first language), or its value.
 * @example toAnswerEntry({ value: 'SEPA', label: { en: 'SEPA', fr: 'Prélèvement' } }, 'fr-FR').label // 'Prélèvement'
 */
export function toAnswerEntry(entry: ConfiguredEntry, locale: string | undefined): ReferenceListEntry {
  const { label, value, country } = entry;
  const located = country ? { country } : {};
  if (typeof label === 'string') return { value, label, isTranslated: false, labelValue: label, ...located };
  const language = locale?.split('-')[0];
  const translated = (locale && label?.[locale]) || (language && label?.[language]) || label?.en || undefined;
  const shown = translated ?? (label ? Object.values(label)[0] : undefined) ?? value;
  return { value, label: shown, isTranslated: translated !== undefined, labelValue: shown, ...located };
}
