import type { FieldOption } from '@lessor/domain/fields';
import type { JobProgress } from '../../api/answered-job.ts';
import { useCreditorAccounts, useDebtorAccounts } from './payment-file-accounts.ts';
import { makeCreditTransferFile, makeDirectDebitFile, type PaymentFileMade } from './payment-file-api.ts';

/**
 * What sets apart the files the payment files list makes (docs/collections.md): the invoices
 * collected by direct debit, the suppliers paid by credit transfer. The texts are in English, each
 * translated where it is shown.
 */
export interface PaymentFileKind {
  /** Names the list's button and its dialog. */
  title: string;
  /** The file's day, asked and then shown: the day collected on, or paid on. */
  dayLabel: string;
  /** The account the file credits or debits; when none is chosen, the server takes the first fit. */
  accountLabel: string;
  accountPlaceholder: string;
  /** The accounts offered, as options of a select. */
  useAccounts(): { isPending: boolean; data?: readonly FieldOption[] | undefined };
  /** Makes the file: `day` is YYYY-MM-DD, `account` a BankAccount's registration; told its progress. */
  make(
    day: string,
    account: string | undefined,
    onProgress: (progress: JobProgress) => void,
  ): Promise<PaymentFileMade>;
  /** Heads the invoices left out: `{{count}}` is their number. */
  leftOutTitle: string;
}

export const directDebitFile: PaymentFileKind = {
  title: 'Direct-debit file',
  dayLabel: 'Collection date',
  accountLabel: 'Creditor account',
  accountPlaceholder: 'The first account with a creditor identifier',
  useAccounts: useCreditorAccounts,
  make: (dueDate, creditorBankAccount, onProgress) =>
    makeDirectDebitFile({ dueDate, ...(creditorBankAccount ? { creditorBankAccount } : {}) }, onProgress),
  leftOutTitle: 'Invoices not collected ({{count}})',
};

export const creditTransferFile: PaymentFileKind = {
  title: 'Credit-transfer file',
  dayLabel: 'Execution date',
  accountLabel: 'Account to debit',
  accountPlaceholder: "The company's first account with an IBAN",
  useAccounts: useDebtorAccounts,
  make: (executionDate, debtorBankAccount, onProgress) =>
    makeCreditTransferFile(
      { executionDate, ...(debtorBankAccount ? { debtorBankAccount } : {}) },
      onProgress,
    ),
  leftOutTitle: 'Invoices not paid ({{count}})',
};
