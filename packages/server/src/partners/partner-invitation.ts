import { type EntityRecord, selfRegistrationRoute } from '@lessor/domain/api';
import type { PartnerOnboarding } from '@lessor/domain/entities';
import type { EntityService } from '../entities/writing/entity-service.ts';
import { fillMailTemplate, mailTemplateOf } from '../mail/mail-templates.ts';
import { keepMail } from '../mail/outgoing-mail.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { createPartnerInvitation } from './partner-invitations.ts';

/** The link of an invitation: the tenant and the token are all the page knows of its visitor. */
const selfRegistrationLink = (origin: string, tenant: string, token: string) =>
  `${origin}${selfRegistrationRoute}?tenant=${encodeURIComponent(tenant)}&token=${token}`;

/**
 * Invites a partner to register, in the caller's transaction: keeps the invitation, records the
 * e-mail as an outgoing Communication of the partner, and keeps it as a QUEUED Mail in the
 * tenant's words for onboarding, which the caller has sent once the transaction committed.
 */
export async function invitePartner(
  trx: TenantTransaction,
  services: { communications: EntityService; mails: EntityService; publicUrl: string },
  actor: Actor,
  onboarding: PartnerOnboarding,
  now = new Date(),
): Promise<{ communication: EntityRecord; mail: EntityRecord }> {
  const { companyName, email } = onboarding;
  const { token, expiresAt } = await createPartnerInvitation(
    trx,
    { tenant: actor.tenant, companyName, email, invitedBy: actor.username },
    now,
  );
  const template = await mailTemplateOf(trx, actor.tenant, 'PARTNER_ONBOARDING');
  const { subject, body } = fillMailTemplate(template, {
    companyName,
    message: onboarding.message?.trim() ?? '',
    link: selfRegistrationLink(services.publicUrl, actor.tenant, token),
    expiresOn: expiresAt.toISOString().slice(0, 10),
  });
  const [communication] = await services.communications.createWithin(trx, actor, [
    {
      name: companyName,
      type: 'EMAIL',
      category: 'PARTNER_ONBOARDING',
      subject,
      email,
      date: now.toISOString(),
      body,
    },
  ]);
  if (!communication) throw new Error('unreachable: one body gives one record');
  const mail = await keepMail(trx, services.mails, actor, {
    type: 'PARTNER_ONBOARDING',
    to: [email],
    subject,
    body,
  });
  return { communication, mail };
}
