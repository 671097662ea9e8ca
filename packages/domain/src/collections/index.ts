/** Collections: SEPA payment files and the text they may carry. */

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
  type SepaAccount,
} from './direct-debit-file.ts';
export { toSepaIdentifier, toSepaText } from './sepa-text.ts';
