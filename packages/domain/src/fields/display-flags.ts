/** How a record asks one of its fields to show (business-areas.md §3, `props_<field>`). */
export interface DisplayFlags {
  hidden: boolean;
  disabled: boolean;
  readOnly: boolean;
}

/**
 * The display flags a record carries beside its field `key`, as `props_<key>`: hidden, disabled,
 * read-only (`readOnly`, or `readonly` as older records wrote it). Anything else raises no flag.
 * @example displayFlagsOf({ props_phone: { hidden: true } }, 'phone') // { hidden: true, disabled: false, readOnly: false }
 */
export function displayFlagsOf(owner: Readonly<Record<string, unknown>>, key: string): DisplayFlags {
  const flags = owner[`props_${key}`];
  const set = (typeof flags === 'object' && flags !== null ? flags : {}) as Record<string, unknown>;
  return {
    hidden: set.hidden === true,
    disabled: set.disabled === true,
    readOnly: set.readOnly === true || set.readonly === true,
  };
}
