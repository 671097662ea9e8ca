/** French texts of imports and exports: the upload dialog, an import's results card, the whole-search export (see french-catalogue.ts). */
export const frenchImportTexts: Readonly<Record<string, string>> = {
  'Import a file': 'Importer un fichier',
  'Records of': 'Enregistrements de',
  'An Excel workbook (.xlsx) or a CSV file, its first row naming the columns':
    'Un classeur Excel (.xlsx) ou un fichier CSV, dont la première ligne nomme les colonnes',
  'Start import': "Lancer l'import",
  Stop: 'Arrêter',
  Continue: 'Continuer',
  'Reset refused rows': 'Reprendre les lignes refusées',
  'Undo import': "Annuler l'import",
  'Accept as is': 'Accepter en l’état',
  'The records this import wrote are deleted. Undo the import?':
    "Les enregistrements écrits par cet import seront supprimés. Annuler l'import ?",
  'Rows done': 'Lignes traitées',
  '{{done}} of {{total}} rows done: {{written}} written, {{refused}} refused':
    '{{done}} lignes traitées sur {{total}} : {{written}} écrites, {{refused}} refusées',
  'Left out': 'Ignorée',
  'Field of column {{column}}': 'Champ de la colonne {{column}}',
  'Refused rows': 'Lignes refusées',
  Line: 'Ligne',
  'Import results': "Résultats de l'import",
  'Import {{registration}} ended: {{written}} rows written, {{refused}} refused':
    'Import {{registration}} terminé : {{written}} lignes écrites, {{refused}} refusées',
  Written: 'Écrites',
  'Export all': 'Tout exporter',
  'Whole search to Excel': 'Toute la recherche vers Excel',
  'Whole search to CSV': 'Toute la recherche en CSV',
  'Export {{registration}} started: you are told when its file is ready':
    'Export {{registration}} lancé : vous serez averti quand son fichier sera prêt',
  'Started at': 'Commencé le',
  'Ended at': 'Terminé le',
  File: 'Fichier',
  Field: 'Champ',
  Error: 'Erreur',
  'Show more': 'Afficher plus',
};
