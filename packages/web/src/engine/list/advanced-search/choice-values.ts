/**
 * Values of a choice filter: a value is included, or excluded when prefixed with `-`
 * (business-areas.md §2: Ctrl-click in a multi-select marks a value as excluded).
 * Choosing a value again takes it out; choosing it the other way switches it.
 */
export function toggleChoice(values: readonly string[], value: string, exclude: boolean): string[] {
  const wanted = exclude ? `-${value}` : value;
  const other = exclude ? value : `-${value}`;
  if (values.includes(wanted)) return values.filter((item) => item !== wanted);
  return [...values.filter((item) => item !== other), wanted];
}

export function choiceState(values: readonly string[], value: string): 'included' | 'excluded' | undefined {
  if (values.includes(value)) return 'included';
  if (values.includes(`-${value}`)) return 'excluded';
  return undefined;
}
