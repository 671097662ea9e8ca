/** The value at a dotted path of a record: `addresses.0.addressLine`. */
export function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}
