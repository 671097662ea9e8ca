import { randomBytes } from 'node:crypto';
import type { PartnerOnboarding } from '@lessor/domain/entities';

/** The client route a partner registers on; its token ties the registration to the invitation. */
const selfRegistrationRoute = '/self-registration';

/**
 * The outgoing e-mail that invites a partner to register, as a Communication record: Lessor has no
 * mail server, so the record is what an outgoing mail integration sends (docs/list-screens.md).
 */
export function partnerInvitation(onboarding: PartnerOnboarding, origin: string, now = new Date()) {
  const token = randomBytes(16).toString('hex');
  const link = `${origin}${selfRegistrationRoute}?token=${token}`;
  const message = onboarding.message?.trim();
  return {
    name: onboarding.companyName,
    type: 'EMAIL',
    category: 'PARTNER_ONBOARDING',
    subject: `Self registration invitation: ${onboarding.companyName}`,
    email: onboarding.email,
    date: now.toISOString(),
    body: [
      message,
      `${onboarding.companyName} is invited to register as a partner.`,
      `Register here: ${link}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
