/** French texts of printing records with the built-in layouts (see french-catalogue.ts). */
export const frenchPrintingTexts: Readonly<Record<string, string>> = {
  Print: 'Imprimer',
  'Contract with its schedule': 'Contrat et son échéancier',
  'Payment reminder': 'Relance de paiement',
  'Direct debit mandate': 'Mandat de prélèvement',
  '{{template}} (PDF)': '{{template}} (PDF)',
  '{{template}} (Word)': '{{template}} (Word)',
};
