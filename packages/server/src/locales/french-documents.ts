/** French texts of the Documents and Images cards and the invoices' download icon (see french-catalogue.ts). */
export const frenchDocumentTexts: Readonly<Record<string, string>> = {
  Images: 'Images',
  'Document type': 'Type de document',
  'No documents': 'Aucun document',
  'No images': 'Aucune image',
  'Added by {{user}} on {{date}}': 'Ajouté par {{user}} le {{date}}',
  'Open {{name}}': 'Ouvrir {{name}}',
  'View {{name}}': 'Voir {{name}}',
  'Rename {{name}}': 'Renommer {{name}}',
  'Delete {{name}}': 'Supprimer {{name}}',
  'Delete the document {{name}}?': 'Supprimer le document {{name}} ?',
  'Rename the document': 'Renommer le document',
  'New name': 'Nouveau nom',
  'Upload an image': 'Téléverser une image',
  'Download the invoice {{registration}}': 'Télécharger la facture {{registration}}',
  'Invoice {{registration}} has no invoice document yet':
    "La facture {{registration}} n'a pas encore de document de facture",
  'No file name found': 'Aucun nom de fichier trouvé',
};
