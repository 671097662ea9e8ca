/** French texts of the /crons screen and of the crons it lists (see french-catalogue.ts). */
export const frenchCronTexts: Readonly<Record<string, string>> = {
  'Work the server runs on a schedule, read in UTC, for this tenant.':
    'Les traitements que le serveur lance selon un calendrier, lu en UTC, pour ce locataire.',
  Schedule: 'Calendrier',
  'Minute, hour, day of month, month, day of week': 'Minute, heure, jour du mois, mois, jour de la semaine',
  'Run now': 'Lancer maintenant',
  'Next run: {{when}}': 'Prochaine exécution : {{when}}',
  'Not scheduled': 'Non planifié',
  'Latest runs of {{cron}}': 'Dernières exécutions de {{cron}}',
  'Scheduled for': 'Prévu pour',
  By: 'Par',
  Enabled: 'Activé',
  'Bills the instalments due up to the day, as the invoices list’s Run billing does':
    'Facture les échéances dues jusqu’au jour même, comme « Lancer la facturation » de la liste des factures',
  'Deletes files uploaded for a record that no save claimed within a day':
    'Supprime les fichiers téléversés pour un enregistrement qu’aucun enregistrement n’a repris sous un jour',
  'Imports the bank statements dropped in the tenant’s folder of the server’s inbox':
    'Importe les relevés bancaires déposés dans le dossier du locataire de la boîte de dépôt du serveur',
};
