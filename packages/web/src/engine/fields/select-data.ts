import { type FieldOption, fieldMessages } from '@lessor/domain/fields';
import { foldText } from '@lessor/domain/formats';
import { selectDisplayValue } from '@lessor/domain/validation';

interface SelectDataOptions {
  /** The select accepts values outside its options. */
  creatable: boolean;
  /** What the user is typing in the select's search box. */
  search: string;
}

/**
 * The entries a select offers (foundation.md §5): its options; each chosen value that is not among
 * them, marked '(???)' unless creation is allowed; and, for a creatable select, 'Create "{text}"'
 * for typed text that no option's label matches exactly.
 * @example selectData([{ value: 'C', label: 'Company' }], ['Z'], { creatable: false, search: '' })
 *   // [{ value: 'C', label: 'Company' }, { value: 'Z', label: 'Z (???)' }]
 */
export function selectData(
  options: readonly FieldOption[],
  selected: readonly string[],
  { creatable, search }: SelectDataOptions,
): FieldOption[] {
  const known = new Set(options.map((option) => option.value));
  const chosenElsewhere = selected
    .filter((value) => !known.has(value))
    .map((value) => ({ value, label: selectDisplayValue(value, options, { creatable }) }));
  const data = [...options, ...chosenElsewhere];
  const typed = search.trim();
  if (!creatable || typed === '' || known.has(typed)) return data;
  const folded = foldText(typed);
  if (!data.some((option) => foldText(option.label) === folded))
    data.push({ value: typed, label: fieldMessages.createOption(typed) });
  return data;
}
