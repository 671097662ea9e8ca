import { PaymentFileTool } from './PaymentFileTool.tsx';
import { creditTransferFile, directDebitFile } from './payment-file-kinds.ts';

/** 'Direct-debit file': the invoices due collected from their payers' accounts. */
export function DirectDebitFileTool() {
  return <PaymentFileTool kind={directDebitFile} />;
}

/** 'Credit-transfer file': the suppliers' invoices due paid from one of the company's accounts. */
export function CreditTransferFileTool() {
  return <PaymentFileTool kind={creditTransferFile} />;
}

/** The payment files list's tools beside Add: a file of direct debits, a file of supplier payments. */
export function PaymentFileListTools() {
  return (
    <>
      <DirectDebitFileTool />
      <CreditTransferFileTool />
    </>
  );
}
