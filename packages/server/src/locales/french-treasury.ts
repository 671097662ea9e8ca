/** French texts of the treasury screens: moving money, setting an overdraft, arbitration between funds (see french-catalogue.ts). */
export const frenchTreasuryTexts: Readonly<Record<string, string>> = {
  // Shared
  'Choose an account': 'Choisissez un compte',
  'Type an amount above zero, in cents at most': 'Saisissez un montant supérieur à zéro, au centime près',
  'Type a date': 'Saisissez une date',
  'The accounts could not be read': 'Les comptes n’ont pas pu être lus',
  '{{amount}} moved from {{from}} to {{to}} on {{date}}.':
    '{{amount}} transférés de {{from}} vers {{to}} le {{date}}.',
  // Move money
  "Move money between the company's own accounts: each gets a bank operation, and both balances move at once.":
    'Virez des fonds entre les comptes de la société : chacun reçoit une opération bancaire, et les deux soldes sont mis à jour ensemble.',
  'Money moves between two active accounts of the company, and there are not two yet.':
    'Les fonds circulent entre deux comptes actifs de la société, et il n’y en a pas encore deux.',
  'From account': 'Compte débité',
  'The account debited': 'Le compte à débiter',
  'To account': 'Compte crédité',
  'The account credited': 'Le compte à créditer',
  'Can pay out {{amount}} that day, its authorised overdraft included':
    'Peut décaisser {{amount}} ce jour-là, découvert autorisé compris',
  'More than {{account}} can pay out that day ({{amount}})':
    'Plus que ce que {{account}} peut décaisser ce jour-là ({{amount}})',
  Label: 'Libellé',
  'The money was not moved': 'Les fonds n’ont pas été virés',
  'Money moved': 'Fonds virés',
  'Accounts after the transfer': 'Comptes après le virement',
  Operation: 'Opération',
  'Balance now': 'Solde actuel',
  // Set overdraft
  "Record the overdraft the bank authorises on one of the company's accounts: money moved out of it may take its balance down to minus that amount, until the day it lapses.":
    'Enregistrez le découvert que la banque autorise sur l’un des comptes de la société : les fonds qui en sortent peuvent porter son solde jusqu’à moins ce montant, jusqu’au jour où il expire.',
  'The company has no active account yet.': 'La société n’a pas encore de compte actif.',
  "The company's account": 'Le compte de la société',
  'Authorised overdraft': 'Découvert autorisé',
  'Zero takes the overdraft away': 'Zéro supprime le découvert',
  'Valid until': 'Valable jusqu’au',
  'The last day it holds; empty for no end': 'Son dernier jour ; vide pour une durée illimitée',
  'No authorised overdraft': 'Aucun découvert autorisé',
  'Authorised overdraft: {{amount}}, until {{date}}': 'Découvert autorisé : {{amount}}, jusqu’au {{date}}',
  'Authorised overdraft: {{amount}}, without end': 'Découvert autorisé : {{amount}}, sans échéance',
  'The overdraft was not set': 'Le découvert n’a pas été enregistré',
  'Overdraft of {{account}} set': 'Découvert de {{account}} enregistré',
  // Arbitration
  "Move refinancing from one fund to another: a contract's, from the fundings that carry it, or part of the fund's outstanding. The funds' figures, the fundings and a bank operation for each fund are written at once.":
    'Transférez un refinancement d’un fonds à un autre : celui d’un contrat, depuis les financements qui le portent, ou une part de l’encours du fonds. Les montants des fonds, les financements et une opération bancaire par fonds sont enregistrés ensemble.',
  'The funds could not be read': 'Les fonds n’ont pas pu être lus',
  'Refinancing moves between two active funds, and there are not two yet.':
    'Un refinancement passe d’un fonds actif à un autre, et il n’y en a pas encore deux.',
  'From fund': 'Fonds cédant',
  'The fund giving up the refinancing': 'Le fonds qui cède le refinancement',
  'To fund': 'Fonds repreneur',
  'The fund taking it on': 'Le fonds qui le reprend',
  'Choose a fund': 'Choisissez un fonds',
  'outstanding {{amount}}': 'encours {{amount}}',
  'available {{amount}}': 'disponible {{amount}}',
  "None: part of the fund's outstanding": 'Aucun : une part de l’encours du fonds',
  'Choose the fund first: its contracts are offered':
    'Choisissez d’abord le fonds : ses contrats sont proposés',
  '{{contract}} · {{amount}} refinanced': '{{contract}} · {{amount}} refinancés',
  'More than {{fund}} carries ({{amount}})': 'Plus que l’encours de {{fund}} ({{amount}})',
  'More than {{fund}} refinances of {{contract}} ({{amount}})':
    'Plus que ce que {{fund}} refinance de {{contract}} ({{amount}})',
  'More than {{fund}} has available ({{amount}})': 'Plus que le disponible de {{fund}} ({{amount}})',
  'Move refinancing': 'Transférer le refinancement',
  'The refinancing was not moved': 'Le refinancement n’a pas été transféré',
  'Refinancing moved': 'Refinancement transféré',
  '{{amount}} of contract {{contract}} moved from {{from}} to {{to}} on {{date}}.':
    '{{amount}} du contrat {{contract}} transférés de {{from}} vers {{to}} le {{date}}.',
  'Funds after the arbitration': 'Fonds après l’arbitrage',
  Fund: 'Fonds',
  'Outstanding now': 'Encours actuel',
  'Available now': 'Disponible actuel',
  'Written:': 'Enregistrés :',
  // Fields of the records the treasury writes
  'Overdraft valid until': 'Découvert valable jusqu’au',
  'Counterpart account': 'Compte de contrepartie',
  'Transfer id': 'Identifiant du virement',
  'Arbitrated from': 'Repris du financement',
  'Arbitration id': 'Identifiant de l’arbitrage',
};
