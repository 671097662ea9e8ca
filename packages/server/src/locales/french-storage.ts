/** French texts of the storage containers' screens (see french-catalogue.ts). */
export const frenchStorageTexts: Readonly<Record<string, string>> = {
  'Add an S3 container': 'Ajouter un conteneur S3',
  'Where the documents of this tenant are kept. New files go to the default container; files kept stay where they are.':
    'Là où les documents de ce locataire sont conservés. Les nouveaux fichiers vont dans le conteneur par défaut ; les fichiers conservés restent où ils sont.',
  '{{used}} used of the tenant’s {{quota}}': '{{used}} utilisés sur les {{quota}} du locataire',
  Kind: 'Nature',
  Files: 'Fichiers',
  Used: 'Utilisé',
  Quota: 'Quota',
  'S3 bucket': 'Bucket S3',
  'Server folder': 'Dossier du serveur',
  'Container {{name}}': 'Conteneur {{name}}',
  'This tenant has no container {{name}}.': "Ce locataire n'a pas de conteneur {{name}}.",
  Usage: 'Utilisation',
  '{{count}} files, {{used}}': '{{count}} fichiers, {{used}}',
  'quota {{quota}}': 'quota {{quota}}',
  'New files go to this container.': 'Les nouveaux fichiers vont dans ce conteneur.',
  'Make it the default': 'En faire le conteneur par défaut',
  Settings: 'Réglages',
  'Remove this container': 'Retirer ce conteneur',
  'S3 container settings': 'Réglages du conteneur S3',
  'Lower-case letters, digits and dashes': 'Lettres minuscules, chiffres et tirets',
  Endpoint: 'Point d’accès',
  'The address of the S3 service, e.g. https://s3.eu-west-3.amazonaws.com':
    'L’adresse du service S3, par exemple https://s3.eu-west-3.amazonaws.com',
  Region: 'Région',
  Bucket: 'Bucket',
  'Key prefix': 'Préfixe des clés',
  'Optional, ending with a slash, e.g. lessor/':
    'Facultatif, terminé par une barre oblique, par exemple lessor/',
  'Access key ID': 'Identifiant de clé d’accès',
  'Secret access key': 'Clé d’accès secrète',
  'A secret key is kept: leave empty to keep it.':
    'Une clé secrète est conservée : laissez vide pour la garder.',
  'Quota (MB)': 'Quota (Mo)',
  'Empty: only the tenant’s quota applies': 'Vide : seul le quota du locataire s’applique',
  'Path-style addresses (most S3-compatible services)':
    'Adresses de style chemin (la plupart des services compatibles S3)',
  'New files go to this container': 'Les nouveaux fichiers vont dans ce conteneur',
};
