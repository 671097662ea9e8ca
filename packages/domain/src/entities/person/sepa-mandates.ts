import { type FieldError, formatErrorMessage } from '../../errors/lessor-error.ts';
import { fieldMessages } from '../../fields/field-messages.ts';

type Data = Readonly<Record<string, unknown>>;

/** A mandate's unique reference (RUM) and where it sits in the person: `bankAccounts[0].sepaMandates[1].rumReference`. */
export interface MandateReference {
  reference: string;
  field: string;
}

/** The objects of a stored list (bank accounts, their mandates), none when it is not one. */
export const itemsOf = (value: unknown): Data[] =>
  Array.isArray(value)
    ? value.filter((item): item is Data => typeof item === 'object' && item !== null && !Array.isArray(item))
    : [];

/**
 * The mandate references a person's bank accounts carry, trimmed, with the field holding each.
 * @example sepaMandateReferences({ bankAccounts: [{ sepaMandates: [{ rumReference: 'RUM-1' }] }] })
 *   // [{ reference: 'RUM-1', field: 'bankAccounts[0].sepaMandates[0].rumReference' }]
 */
export function sepaMandateReferences(person: Data): MandateReference[] {
  return itemsOf(person.bankAccounts).flatMap((account, accountIndex) =>
    itemsOf(account.sepaMandates).flatMap((mandate, mandateIndex) => {
      const reference = typeof mandate.rumReference === 'string' ? mandate.rumReference.trim() : '';
      const field = `bankAccounts[${accountIndex}].sepaMandates[${mandateIndex}].rumReference`;
      return reference === '' ? [] : [{ reference, field }];
    }),
  );
}

/**
 * What a person's mandates break on their own, before any other person is looked at: a mandate
 * reference used twice ("Value '{reference}' already exists for field '{field}'", the second one
 * named), and a bank account holding mandates without the IBAN they debit ('IBAN is mandatory').
 * @example sepaMandateProblems({ bankAccounts: [{ name: 'Main', sepaMandates: [{ rumReference: 'R' }] }] })
 *   // [{ field: 'bankAccounts[0].bankIban', code: 'MISSING_FIELD_IN_BODY', message: 'IBAN is mandatory' }]
 */
export function sepaMandateProblems(person: Data): FieldError[] {
  const problems: FieldError[] = [];
  itemsOf(person.bankAccounts).forEach((account, index) => {
    const iban = typeof account.bankIban === 'string' ? account.bankIban.trim() : '';
    if (itemsOf(account.sepaMandates).length > 0 && iban === '') {
      problems.push({
        field: `bankAccounts[${index}].bankIban`,
        code: 'MISSING_FIELD_IN_BODY',
        message: fieldMessages.mandatory('IBAN'),
      });
    }
  });
  const seen = new Set<string>();
  for (const { reference, field } of sepaMandateReferences(person)) {
    if (seen.has(reference)) problems.push(referenceTaken(reference, field));
    seen.add(reference);
  }
  return problems;
}

/** The problem of a mandate reference another mandate of the tenant already holds. */
export function referenceTaken(reference: string, field: string): FieldError {
  return {
    field,
    code: 'VALUE_ALREADY_EXISTS',
    message: formatErrorMessage('VALUE_ALREADY_EXISTS', [reference, field]),
  };
}
