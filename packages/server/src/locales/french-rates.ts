/** French texts of the /rates screen (see french-catalogue.ts). */
export const frenchRateTexts: Readonly<Record<string, string>> = {
  'Reference rates such as Euribor: the fixings of each interest rate index, the latest of which the index carries.':
    "Les taux de référence comme l'Euribor : les fixings de chaque indice de taux, dont l'indice porte le dernier.",
  'The indexes could not be read': "Les indices n'ont pas pu être lus",
  'No interest rate index yet.': "Aucun indice de taux d'intérêt pour l'instant.",
  'Create an index of type interest rate': "Créer un indice de type taux d'intérêt",
  Index: 'Indice',
  'The rates could not be read': "Les taux n'ont pas pu être lus",
  'In force today: {{rate}}, fixed on {{date}}': "En vigueur aujourd'hui : {{rate}}, fixé le {{date}}",
  'No fixing in force today.': "Aucun fixing en vigueur aujourd'hui.",
  '{{index}} over time, {{count}} fixings': '{{index}} dans le temps, {{count}} fixings',
  'The latest {{count}} fixings are shown.': 'Les {{count}} derniers fixings sont affichés.',
  'Latest fixings of {{index}}': 'Derniers fixings de {{index}}',
  'No fixing yet.': "Aucun fixing pour l'instant.",
  'Import fixings': 'Importer des fixings',
  'Add a rate': 'Ajouter un taux',
  'Rate added': 'Taux ajouté',
  'Rate (%)': 'Taux (%)',
  'Invalid date': 'Date invalide',
  'Invalid number': 'Nombre invalide',
};
