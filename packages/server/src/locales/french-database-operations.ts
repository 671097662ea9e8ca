/** French texts of the /database/current-operations screen (see french-catalogue.ts). */
export const frenchDatabaseOperationTexts: Readonly<Record<string, string>> = {
  "Only super admins see the database's operations: its sessions run every tenant's queries.":
    'Seuls les super-administrateurs voient les opérations de la base : ses sessions exécutent les requêtes de tous les locataires.',
  'The sessions of the database this server uses and the query each runs or ran last, read again every {{seconds}} seconds.':
    'Les sessions de la base qu’utilise ce serveur et la requête que chacune exécute ou a exécutée en dernier, relues toutes les {{seconds}} secondes.',
  'Read at {{time}}': 'Lu à {{time}}',
  'No other session of the database is open.': 'Aucune autre session de la base n’est ouverte.',
  'Database backends': 'Processus de la base',
  'Process id': 'Numéro de processus',
  Application: 'Application',
  'Client address': 'Adresse du client',
  'Waiting for': 'En attente de',
  Duration: 'Durée',
  Query: 'Requête',
  'Cancel the query': 'Annuler la requête',
  'Cancel the query of backend {{pid}}': 'Annuler la requête du processus {{pid}}',
  'Cancel the query of backend {{pid}}? Its transaction is rolled back.':
    'Annuler la requête du processus {{pid}} ? Sa transaction est annulée.',
  'Backend {{pid}} was asked to cancel its query':
    'Le processus {{pid}} a reçu la demande d’annuler sa requête',
  'Backend {{pid}} could not be asked to cancel its query':
    'Le processus {{pid}} n’a pas pu recevoir la demande d’annuler sa requête',
  '{{value}} s': '{{value}} s',
  '{{minutes}} min {{seconds}} s': '{{minutes}} min {{seconds}} s',
  '{{hours}} h {{minutes}} min': '{{hours}} h {{minutes}} min',
};
