/**
 * What the ISO 20022 return reason codes a payer's bank sends back with a direct debit mean
 * (ExternalReturnReason1Code), for those a SEPA collection meets.
 */
const returnReasons: Readonly<Record<string, string>> = {
  AC01: 'Incorrect account number',
  AC04: 'Closed account number',
  AC06: 'Blocked account',
  AC13: 'Invalid debtor account type',
  AG01: 'Transaction forbidden on this account',
  AG02: 'Invalid bank operation code',
  AM04: 'Insufficient funds',
  AM05: 'Duplicate collection',
  BE05: 'Unrecognised creditor',
  CNOR: 'Creditor bank is not registered',
  DNOR: 'Debtor bank is not registered',
  FF01: 'Invalid file format',
  MD01: 'No mandate',
  MD02: 'Mandate data missing or incorrect',
  MD06: 'Refund requested by the debtor',
  MD07: 'Debtor deceased',
  MS02: 'Refused by the debtor, no reason given',
  MS03: "Refused by the debtor's bank, no reason given",
  RC01: 'Incorrect bank identifier',
  RR01: "Debtor's account or identity missing",
  RR02: "Debtor's name or address missing",
  RR03: "Creditor's name or address missing",
  RR04: 'Regulatory reason',
  SL01: "Service of the debtor's bank",
};

/**
 * A return reason as a clerk reads it: the code and its meaning, or the code alone when it is not one
 * of the known ones.
 * @example returnReasonText('AM04') // 'AM04 Insufficient funds'
 */
export function returnReasonText(code: string): string {
  const meaning = returnReasons[code];
  return meaning ? `${code} ${meaning}` : code;
}
