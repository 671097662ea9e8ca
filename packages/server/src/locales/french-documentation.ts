/** French texts of the documentation pages and their search (see french-catalogue.ts). */
export const frenchDocumentationTexts: Readonly<Record<string, string>> = {
  'Search the documentation': 'Chercher dans la documentation',
  'Your tenant publishes no documentation page yet.':
    'Votre locataire ne publie encore aucune page de documentation.',
  '{{count}} pages to search': '{{count}} pages où chercher',
  '{{count}} pages hold these words': '{{count}} pages contiennent ces mots',
  'Pages found': 'Pages trouvées',
};
