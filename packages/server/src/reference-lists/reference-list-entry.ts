/** A value of a reference list as a tenant configures it: a label, or one label per locale. */
export interface ConfiguredEntry {
  value: string;
  label?: string | Readonly<Record<string, string>>;
}

/** A reference list entry as the API answers it (foundation.md §3). */
export interface ReferenceListEntry {
  value: string;
  label: string;
  isTranslated: boolean;
  labelValue: string;
}

/** The entry's label in the locale (`fr-FR`, then `fr`, then `en`), or its value. */
export function toAnswerEntry(entry: ConfiguredEntry, locale: string | undefined): ReferenceListEntry {
  const { label, value } = entry;
  if (typeof label === 'string') return { value, label, isTranslated: false, labelValue: label };
  const language = locale?.split('-')[0];
  const translated = (locale && label?.[locale]) || (language && label?.[language]) || label?.en || undefined;
  return {
    value,
    label: translated ?? value,
    isTranslated: translated !== undefined,
    labelValue: translated ?? value,
  };
}
