/** French texts of the list tools: the invoices' billing run and the agreements' partner onboarding (see french-catalogue.ts). */
export const frenchBillingTexts: Readonly<Record<string, string>> = {
  'Run billing': 'Lancer la facturation',
  'Billing date': 'Date de facturation',
  '{{count}} invoice(s) created': '{{count}} facture(s) créée(s)',
  '{{processed}} of {{total}} contracts done': '{{processed}} contrats traités sur {{total}}',
  Instalment: 'Échéance',
  'Onboard a new partner': 'Intégrer un nouveau partenaire',
  'Send a self registration email to a new partner':
    "Envoyer un e-mail d'auto-inscription à un nouveau partenaire",
  'Partner company name': 'Raison sociale du partenaire',
  'Contact e-mail': 'E-mail du contact',
  'Self registration email sent to {{email}}': "E-mail d'auto-inscription envoyé à {{email}}",
};
