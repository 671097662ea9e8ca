import { describe, expect, it } from 'vitest';
import { mailTemplatesFault } from './mail-template-settings.ts';

describe('mailTemplatesFault', () => {
  const usable = { subject: 'Join {{companyName}}', body: 'Register: {{link}} until {{expiresOn}}' };

  it('accepts no templates, and a purpose worded with its own placeholders', () => {
    expect(mailTemplatesFault(undefined)).toBeUndefined();
    expect(mailTemplatesFault({ PARTNER_ONBOARDING: usable })).toBeUndefined();
  });

  it('names the entry that cannot be used', () => {
    expect(mailTemplatesFault([])).toBe('mailTemplates');
    expect(mailTemplatesFault({ BIRTHDAY: usable })).toBe('mailTemplates.BIRTHDAY');
    expect(mailTemplatesFault({ PARTNER_ONBOARDING: { ...usable, footer: 'x' } })).toBe(
      'mailTemplates.PARTNER_ONBOARDING.footer',
    );
    expect(mailTemplatesFault({ PARTNER_ONBOARDING: { ...usable, subject: ' ' } })).toBe(
      'mailTemplates.PARTNER_ONBOARDING.subject',
    );
    expect(mailTemplatesFault({ PARTNER_ONBOARDING: { ...usable, subject: 'Hi {{iban}}' } })).toBe(
      'mailTemplates.PARTNER_ONBOARDING.subject',
    );
    expect(mailTemplatesFault({ PARTNER_ONBOARDING: { ...usable, body: 'Welcome, {{companyName}}' } })).toBe(
      'mailTemplates.PARTNER_ONBOARDING.body',
    );
  });
});
