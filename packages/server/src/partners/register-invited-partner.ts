import type { SelfRegistrationAnswer } from '@lessor/domain/api';
import type { SelfRegistration } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { validateRegistration } from '@lessor/domain/formats';
import type { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { findPartnerInvitation, markPartnerInvitationUsed } from './partner-invitations.ts';

/** Who the history names for what a partner wrote on its self-registration page. */
const selfRegistrationUsername = 'self-registration';

/**
 * Registers the partner an invitation names, in one transaction: its company as a prospect with
 * the PARTNER role and its contact, a DRAFT agreement naming the prospect for the clerks to review,
 * and the invitation marked used, so that its link registers once. Answers the two registrations.
 */
export async function registerInvitedPartner(
  trx: TenantTransaction,
  services: { prospects: EntityService; agreements: EntityService },
  invitation: { tenant: string; token: string },
  registration: SelfRegistration,
): Promise<SelfRegistrationAnswer> {
  const invited = await findPartnerInvitation(trx, invitation.tenant, invitation.token, { forUse: true });
  const actor: Actor = { tenant: invitation.tenant, username: selfRegistrationUsername };
  const { companyName, firstName, lastName, position, email, phone } = registration;
  const [prospect] = await services.prospects.createWithin(trx, actor, [
    {
      type: 'C',
      name: companyName,
      source: 'Self-registration',
      roles: [{ role: 'PARTNER' }],
      email,
      ...(phone ? { phone } : {}),
      ...(registration.addressLine
        ? { addresses: [{ type: 'MAIN', addressLine: registration.addressLine }] }
        : {}),
      ...companyRegistrationOf(registration.companyRegistration),
      contacts: [{ firstName, lastName, position, email, ...(phone ? { phone } : {}), isDefault: true }],
    },
  ]);
  if (!prospect?.registration) throw new Error('unreachable: a created prospect has a registration');
  const [agreement] = await services.agreements.createWithin(trx, actor, [
    {
      name: companyName,
      externalReference: prospect.registration,
      description: [
        `${companyName} registered through the invitation sent by ${invited.invitedBy} to ${invited.email}.`,
        `Contact: ${firstName} ${lastName} (${position}), ${email}${phone ? `, ${phone}` : ''}.`,
        `Prospect ${prospect.registration}: convert it into a partner, then name it on this agreement.`,
      ].join('\n'),
    },
  ]);
  if (!agreement?.registration) throw new Error('unreachable: a created agreement has a registration');
  const created = {
    prospectRegistration: prospect.registration,
    agreementRegistration: agreement.registration,
  };
  await markPartnerInvitationUsed(trx, invitation.tenant, invited, created);
  return created;
}

/**
 * The company's number as the prospect's registrations: digits are a French SIREN or SIRET,
 * checked as one; anything else is kept as the company wrote it.
 */
function companyRegistrationOf(value: string | undefined) {
  if (!value) return {};
  const digits = value.replace(/\s+/g, '');
  const type = /^\d+$/.test(digits) ? 'SIR' : 'OTHER';
  const registration = type === 'SIR' ? digits : value;
  const fault = validateRegistration(registration, { type });
  if (fault) {
    throw new LessorError(
      'INVALID_FIELD_VALUE',
      [value, 'companyRegistration'],
      [{ field: 'companyRegistration', code: 'INVALID_FIELD_VALUE', message: fault }],
    );
  }
  return { registrations: [{ type, registration }] };
}
