import { describe, expect, it } from 'vitest';
import { creditTransfersDue, type PayableDue } from './credit-transfers-due.ts';

const iban = 'FR1420041010050500013M02606';
const payee = (accounts: Record<string, unknown>[]) => ({ name: 'Garage du Port', bankAccounts: accounts });
const invoice = (
  registration: string,
  payeeRegistration: string,
  more: Partial<PayableDue> = {},
): PayableDue => ({
  registration,
  balance: '1200',
  dueDate: '2026-12-05',
  payeeRegistration,
  ...more,
});

describe('the payable invoices a credit-transfer file pays', () => {
  it("pays what each invoice still owes to its payee's account, the supplier's number as remittance", () => {
    const due = creditTransfersDue(
      [
        invoice('INV2', 'P1', { balance: '0.20', dueDate: '2026-12-06' }),
        invoice('INV1', 'P1', { balance: '761.1', invoiceNumber: ' F-2026-118 ' }),
      ],
      new Map([['P1', payee([{ name: 'Main', bankIban: iban }])]]),
    );
    expect(due.notPaid).toEqual([]);
    expect(due.instructions).toEqual([
      {
        endToEndId: 'INV1',
        amount: '761.10',
        creditor: { name: 'Garage du Port', account: { iban } },
        remittance: 'Invoice F-2026-118',
      },
      {
        endToEndId: 'INV2',
        amount: '0.20',
        creditor: { name: 'Garage du Port', account: { iban } },
        remittance: 'Invoice INV2',
      },
    ]);
  });

  it("takes the payee's first active account with an IBAN, its owner and its BIC", () => {
    const due = creditTransfersDue(
      [invoice('INV1', 'P1')],
      new Map([
        [
          'P1',
          payee([
            { name: 'Closed', bankIban: 'FR7630006000011234567890189', isInactive: true },
            { name: 'Empty', bankIban: ' ' },
            { name: 'Main', bankIban: iban, bankBic: 'PSSTFRPPMON', bankOwner: 'Garage du Port SARL' },
            { name: 'Other', bankIban: 'DE02120300000000202051' },
          ]),
        ],
      ]),
    );
    expect(due.instructions[0]?.creditor).toEqual({
      name: 'Garage du Port SARL',
      account: { iban, bic: 'PSSTFRPPMON' },
    });
  });

  it('leaves out, saying why, an invoice whose payee cannot be paid or that owes nothing', () => {
    const payees = new Map<string, Record<string, unknown>>([
      ['P1', payee([{ name: 'Main', bankIban: iban }])],
      ['NO_IBAN', payee([{ name: 'Main' }])],
      ['CLOSED', payee([{ name: 'Main', bankIban: iban, isInactive: true }])],
      ['NO_ACCOUNT', { name: 'Nobody' }],
    ]);
    const due = creditTransfersDue(
      [
        invoice('INV-NO_IBAN', 'NO_IBAN'),
        invoice('INV-CLOSED', 'CLOSED'),
        invoice('INV-NO_ACCOUNT', 'NO_ACCOUNT'),
        invoice('INV-UNKNOWN', 'UNKNOWN'),
        invoice('INV-PAID', 'P1', { balance: '0' }),
        invoice('INV-BAD', 'P1', { balance: 'n/a' }),
        invoice('INV-CREDIT', 'P1', { type: 'CREDIT_NOTE' }),
      ],
      payees,
    );
    expect(due.instructions).toEqual([]);
    expect(due.notPaid).toEqual([
      { registration: 'INV-BAD', reason: 'Its balance "n/a" is no amount' },
      { registration: 'INV-CLOSED', reason: 'Its payee CLOSED has no active bank account with an IBAN' },
      { registration: 'INV-CREDIT', reason: 'A credit note is owed to us, not paid' },
      {
        registration: 'INV-NO_ACCOUNT',
        reason: 'Its payee NO_ACCOUNT has no active bank account with an IBAN',
      },
      { registration: 'INV-NO_IBAN', reason: 'Its payee NO_IBAN has no active bank account with an IBAN' },
      { registration: 'INV-PAID', reason: 'Nothing is owed on it' },
      { registration: 'INV-UNKNOWN', reason: 'Its payee UNKNOWN has no active bank account with an IBAN' },
    ]);
  });
});
