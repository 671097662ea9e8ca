/** French texts of the /tests screen (see french-catalogue.ts). */
export const frenchSelfTestTexts: Readonly<Record<string, string>> = {
  "Tests of this tenant's configuration as it stands: its scripts compile, the lists its fields name are defined, and the workflows it configures are whole.":
    'Les tests de la configuration de ce locataire telle quelle : ses scripts compilent, les listes que nomment ses champs sont définies et les workflows qu’il configure sont complets.',
  'Run the tests': 'Lancer les tests',
  'Run the tests again': 'Relancer les tests',
  'The tests could not run': "Les tests n'ont pas pu être lancés",
  'All {{count}} tests passed': 'Les {{count}} tests ont réussi',
  '{{failed}} of {{count}} tests failed': '{{failed}} tests sur {{count}} ont échoué',
  Passed: 'Réussi',
  Failed: 'Échoué',
  'At fault in {{test}}': 'En défaut dans {{test}}',
  Item: 'Élément',
  Problem: 'Problème',
  'Scripts compile': 'Les scripts compilent',
  '{{count}} running scripts compiled': '{{count}} scripts en service compilés',
  'A script that does not compile fails each time it should run.':
    "Un script qui ne compile pas échoue chaque fois qu'il devrait s'exécuter.",
  'Lists resolve': 'Les listes sont définies',
  '{{count}} lists named by fields': '{{count}} listes nommées par des champs',
  'A field whose list nobody defines offers nothing to choose from.':
    "Un champ dont personne ne définit la liste n'offre aucun choix.",
  'Workflows are whole': 'Les workflows sont complets',
  '{{count}} workflows of the tenant': '{{count}} workflows du locataire',
  'A status no transition reaches is one no record will ever be in.':
    "Un statut qu'aucune transition n'atteint est un statut où aucun enregistrement ne sera jamais.",
};
