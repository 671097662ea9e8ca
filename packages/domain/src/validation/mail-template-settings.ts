/** The purposes a tenant may word its own e-mail for, each with the placeholders its text may use. */
export const mailTemplatePlaceholders = {
  PARTNER_ONBOARDING: ['companyName', 'message', 'link', 'expiresOn'],
} as const;

export type MailPurpose = keyof typeof mailTemplatePlaceholders;

/** A message's words: `{{name}}` placeholders are filled when it is sent. */
export interface MailTemplate {
  subject: string;
  body: string;
}

const maxSubjectLength = 200;
const maxBodyLength = 20_000;

/**
 * The faulty entry of tenant-config's `mailTemplates` as its path; undefined when usable or absent:
 * `{ "PARTNER_ONBOARDING": { "subject": "…", "body": "… {{link}} …" } }`, each text naming only
 * its purpose's placeholders, and an invitation's body its link.
 * @example mailTemplatesFault({ PARTNER_ONBOARDING: { subject: 'Hi', body: 'No link' } }) // 'mailTemplates.PARTNER_ONBOARDING.body'
 */
export function mailTemplatesFault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) return 'mailTemplates';
  for (const [purpose, template] of Object.entries(value)) {
    const at = `mailTemplates.${purpose}`;
    if (!(purpose in mailTemplatePlaceholders) || !isPlainObject(template)) return at;
    const known: readonly string[] = mailTemplatePlaceholders[purpose as MailPurpose];
    const extra = Object.keys(template).find((key) => key !== 'subject' && key !== 'body');
    if (extra) return `${at}.${extra}`;
    for (const [part, max] of [
      ['subject', maxSubjectLength],
      ['body', maxBodyLength],
    ] as const) {
      const text = template[part];
      if (typeof text !== 'string' || text.trim() === '' || text.length > max) return `${at}.${part}`;
      if (placeholdersOf(text).some((name) => !known.includes(name))) return `${at}.${part}`;
    }
    // A message that exists to carry a link must carry it.
    if (known.includes('link') && !placeholdersOf(String(template.body)).includes('link'))
      return `${at}.body`;
  }
  return undefined;
}

/** The `{{name}}` placeholders a text names. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
