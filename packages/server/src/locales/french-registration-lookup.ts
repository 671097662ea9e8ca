/** French texts of the company registration lookup of the person form (business-areas.md §7). */
export const frenchRegistrationLookupTexts: Readonly<Record<string, string>> = {
  'Companies found': 'Entreprises trouvées',
  ceased: 'cessée',
  'Hide ceased companies': 'Masquer les entreprises cessées',
};
