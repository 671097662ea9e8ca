import type { MailPurpose, MailTemplate } from '@lessor/domain/validation';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The words of each purpose's message when the tenant wrote none (tenant-config `mailTemplates`). */
const shippedTemplates: Readonly<Record<MailPurpose, MailTemplate>> = {
  PARTNER_ONBOARDING: {
    subject: 'Self registration invitation: {{companyName}}',
    body: [
      '{{message}}',
      '{{companyName}} is invited to register as a partner.',
      'Register here: {{link}}',
      'This link can be used once, until {{expiresOn}}.',
    ].join('\n\n'),
  },
};

/** The tenant's words for a purpose, or the shipped ones. */
export async function mailTemplateOf(
  trx: TenantTransaction,
  tenant: string,
  purpose: MailPurpose,
): Promise<MailTemplate> {
  const config = await readConfigurationDocument<{
    mailTemplates?: Partial<Record<MailPurpose, MailTemplate>>;
  }>(trx, tenant, 'tenant-config');
  return config?.value?.mailTemplates?.[purpose] ?? shippedTemplates[purpose];
}

/**
 * A message's subject and body with their placeholders filled; an empty value leaves no blank
 * paragraph behind it (a message without the clerk's note starts with the invitation).
 * @example fillMailTemplate({ subject: 'Hi {{name}}', body: '{{note}}\n\nBye' }, { name: 'Ada', note: '' }) // { subject: 'Hi Ada', body: 'Bye' }
 */
export function fillMailTemplate(
  template: MailTemplate,
  values: Readonly<Record<string, string>>,
): { subject: string; body: string } {
  const fill = (text: string) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  return {
    subject: fill(template.subject).replace(/\s+/g, ' ').trim(),
    body: fill(template.body)
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}
