/** French texts of the quick-add person dialog (`engine/persons/`) and the pickers that open it. */
export const frenchQuickAddTexts: Readonly<Record<string, string>> = {
  'Add…': 'Ajouter…',
  'User created': 'Utilisateur créé',
  'Username already exists': "Le nom d'utilisateur existe déjà",
  Username: "Nom d'utilisateur",
  'email, or xxx@{{suffix}}': 'e-mail, ou xxx@{{suffix}}',
  'See less': 'Voir moins',
  'See more': 'Voir plus',
  'Error saving {{entity}}': "Erreur lors de l'enregistrement de {{entity}}",
};
