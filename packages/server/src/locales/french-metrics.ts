/** French texts of the metrics screen (/metrics): the slowest requests of the tenant. */
export const frenchMetricTexts: Readonly<Record<string, string>> = {
  'Slowest requests': 'Requêtes les plus lentes',
  'Counted by this server since {{date}}': 'Comptées par ce serveur depuis le {{date}}',
  'No request counted yet.': 'Aucune requête comptée pour le moment.',
  'The request durations could not be read.': 'Les durées des requêtes n’ont pas pu être lues.',
  Route: 'Route',
  Requests: 'Requêtes',
  Median: 'Médiane',
  '95th percentile': '95e centile',
  Longest: 'La plus longue',
  '{{value}} ms': '{{value}} ms',
};
