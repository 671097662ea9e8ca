/** Collections: SEPA payment files, the text they may carry, and the bank statements read back. */

export {
  type CollectionsDue,
  collectionsDue,
  type InvoiceDue,
  type InvoiceNotCollected,
} from './collections-due.ts';
export {
  type CreditTransferBatch,
  type CreditTransferFile,
  type CreditTransferFileContent,
  type CreditTransferInstruction,
  creditTransferFile,
  creditTransferNamespace,
} from './credit-transfer-file.ts';
export {
  type CreditTransfersDue,
  creditTransfersDue,
  type InvoiceNotPaid,
  type PayableDue,
} from './credit-transfers-due.ts';
export {
  type DirectDebitBatch,
  type DirectDebitFile,
  type DirectDebitFileContent,
  type DirectDebitInstruction,
  type DirectDebitScheme,
  type DirectDebitSequence,
  directDebitFile,
  directDebitNamespace,
  type MandateAmendment,
} from './direct-debit-file.ts';
export {
  confidentAt,
  type IncomingPayment,
  type MatchRule,
  type OpenItem,
  OpenItemIndex,
  type PaymentMatch,
} from './match-payments.ts';
export {
  type BankStatement,
  balanceMismatch,
  readBankStatements,
  type StatementEntry,
  type StatementTransaction,
} from './read-bank-statement.ts';
export { returnReasonText } from './return-reasons.ts';
export type { SepaAccount, SepaFile } from './sepa-file-parts.ts';
export { compactIban } from './sepa-file-parts.ts';
export { toSepaIdentifier, toSepaText } from './sepa-text.ts';
