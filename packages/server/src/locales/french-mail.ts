/** French texts of outgoing e-mail: the tenant's mail server and a partner's self-registration page (see french-catalogue.ts). */
export const frenchMailTexts: Readonly<Record<string, string>> = {
  'Mail server': 'Serveur de messagerie',
  'Saved by {{user}} on {{date}}.': 'Enregistré par {{user}} le {{date}}.',
  'No mail server is set: e-mail cannot be sent.':
    "Aucun serveur de messagerie n'est défini : les e-mails ne peuvent pas être envoyés.",
  Host: 'Hôte',
  Port: 'Port',
  'TLS from the start (port 465)': 'TLS dès la connexion (port 465)',
  Password: 'Mot de passe',
  'A password is kept: leave empty to keep it.':
    'Un mot de passe est conservé : laissez vide pour le garder.',
  Sender: 'Expéditeur',
  'As e-mail shows it, e.g. Lessor Leasing <no-reply@example.com>':
    'Tel que les e-mails l’affichent, par exemple Lessor Leasing <no-reply@example.com>',
  'Forget the mail server': 'Oublier le serveur de messagerie',
  'Find your company by registration number or name': 'Trouvez votre société par son numéro SIREN ou son nom',
  'Look up': 'Rechercher',
  'The company registry could not be reached. Enter your company below.':
    'Le registre des entreprises est injoignable. Saisissez votre société ci-dessous.',
  'No company registry is available. Enter your company below.':
    "Aucun registre des entreprises n'est disponible. Saisissez votre société ci-dessous.",
  'No company found. Enter your company below.':
    'Aucune société trouvée. Saisissez votre société ci-dessous.',
  'Use {{company}}': 'Choisir {{company}}',
  'Partner registration': 'Inscription partenaire',
  'This link cannot be used': 'Ce lien ne peut pas être utilisé',
  'The invitation could not be read. Try again later.':
    "L'invitation n'a pas pu être lue. Réessayez plus tard.",
  'Thank you, your registration was received': 'Merci, votre inscription a bien été reçue',
  'Our team will review it and contact you. Your reference: {{reference}}.':
    'Notre équipe va l’étudier et vous contacter. Votre référence : {{reference}}.',
  '{{companyName}} is invited to register as a partner. This link can be used once, until {{date}}.':
    '{{companyName}} est invitée à s’inscrire comme partenaire. Ce lien ne sert qu’une fois, jusqu’au {{date}}.',
  Register: "S'inscrire",
  'Your company': 'Votre société',
  'Your contact': 'Votre contact',
  'Company name': 'Raison sociale',
  Position: 'Fonction',
  Attempts: 'Tentatives',
  'Message id': 'Identifiant du message',
  'Last error': 'Dernière erreur',
};
