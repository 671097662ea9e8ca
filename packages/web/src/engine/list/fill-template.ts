import { valueAt } from '../record-value.ts';

/**
 * A path whose `{field}` parts are taken from a record (dotted fields allowed), each encoded for a
 * URL; undefined when one is missing, so that no call goes to a half-made address.
 * @example fillTemplate('/api/billing/invoices/{registration}', { registration: 'INV1' }) // '/api/billing/invoices/INV1'
 */
export function fillTemplate(
  template: string,
  record: Readonly<Record<string, unknown>>,
): string | undefined {
  let complete = true;
  const filled = template.replace(/\{([\w.]+)\}/g, (_, field: string) => {
    const value = valueAt(record, field);
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? filled : undefined;
}
