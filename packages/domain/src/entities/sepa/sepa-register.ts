import { itemsOf } from '../person/sepa-mandates.ts';

/** What the register keeps of a mandate, as a Sepa record's fields, its status aside. */
export interface SepaRegisterEntry {
  rumReference: string;
  /** The mandate's status on its account. */
  status: string;
  body: Record<string, unknown>;
}

/**
 * The register entries of a person's mandates, one a mandate with a reference, from its bank account
 * and the mandate: the bank, scheme, IBAN, signature, next sequence and the last collection and return.
 * @example sepaRegisterEntries({ registration: 'PER1', bankAccounts: [{ bankIban: 'FR76…', sepaMandates: [{ rumReference: 'RUM-1', rumStatus: 'ACTIVE' }] }] })
 */
export function sepaRegisterEntries(person: {
  registration: string;
  bankAccounts?: unknown;
}): SepaRegisterEntry[] {
  return itemsOf(person.bankAccounts).flatMap((account) =>
    itemsOf(account.sepaMandates).flatMap((mandate) => {
      const rumReference = typeof mandate.rumReference === 'string' ? mandate.rumReference.trim() : '';
      if (rumReference === '') return [];
      const scheme = mandate.rumScheme === 'B2B' ? 'B2B' : 'CORE';
      const body = {
        name: typeof mandate.rumName === 'string' && mandate.rumName !== '' ? mandate.rumName : rumReference,
        type: scheme,
        method: scheme,
        personRegistration: person.registration,
        rumReference,
        bank: account.bankName ?? account.bankBic ?? account.name,
        bankIban: account.bankIban,
        sepaCreditorIdentifier: mandate.sepaCreditorIdentifier,
        rumDateOfSignature: mandate.rumDateOfSignature,
        rumSequence: mandate.rumSequence,
        lastCollectedOn: mandate.lastCollectedOn,
        lastReturnDate: mandate.lastReturnDate,
        lastReturnReason: mandate.lastReturnReason,
      };
      return [
        {
          rumReference,
          status: typeof mandate.rumStatus === 'string' ? mandate.rumStatus : 'ACTIVE',
          body: Object.fromEntries(
            Object.entries(body).filter(([, value]) => value !== undefined && value !== ''),
          ),
        },
      ];
    }),
  );
}
