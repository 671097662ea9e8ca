import { createHash, randomBytes } from 'node:crypto';
import { LessorError } from '@lessor/domain/errors';
import type { ColumnType } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

type PartnerInvitationsTables = {
  partner_invitations: {
    tenant: string;
    token_digest: string;
    company_name: string;
    email: string;
    invited_by: string;
    created_at: ColumnType<Date, Date | undefined, never>;
    expires_at: ColumnType<Date, Date, never>;
    used_at: ColumnType<Date | null, never, Date>;
    prospect_registration: ColumnType<string | null, never, string>;
    agreement_registration: ColumnType<string | null, never, string>;
  };
};

/** How long an invitation link opens the self-registration page. */
const invitationValidDays = 30;

/** An invitation as the self-registration page reads it. */
export interface PartnerInvitation {
  tokenDigest: string;
  companyName: string;
  email: string;
  invitedBy: string;
  expiresAt: Date;
}

const invitations = (trx: TenantTransaction) => trx.withTables<PartnerInvitationsTables>();

/** Only the digest of a token is kept: a copy of the table opens no registration page. */
const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Keeps a new invitation and answers the token its link carries, and until when it is valid. */
export async function createPartnerInvitation(
  trx: TenantTransaction,
  invitation: { tenant: string; companyName: string; email: string; invitedBy: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationValidDays * 86_400_000);
  await invitations(trx)
    .insertInto('partner_invitations')
    .values({
      tenant: invitation.tenant,
      token_digest: digestOf(token),
      company_name: invitation.companyName,
      email: invitation.email,
      invited_by: invitation.invitedBy,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The invitation a link's token names, locked when it is to be used: unknown and expired tokens
 * answer the same INVITATION_NOT_FOUND (a guess learns nothing), a used one INVITATION_ALREADY_USED.
 */
export async function findPartnerInvitation(
  trx: TenantTransaction,
  tenant: string,
  token: string,
  { forUse = false, now = new Date() }: { forUse?: boolean; now?: Date } = {},
): Promise<PartnerInvitation> {
  let query = invitations(trx)
    .selectFrom('partner_invitations')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('token_digest', '=', digestOf(token));
  if (forUse) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || new Date(row.expires_at) <= now) throw new LessorError('INVITATION_NOT_FOUND');
  if (row.used_at !== null) throw new LessorError('INVITATION_ALREADY_USED');
  return {
    tokenDigest: row.token_digest,
    companyName: row.company_name,
    email: row.email,
    invitedBy: row.invited_by,
    expiresAt: new Date(row.expires_at),
  };
}

/** Marks an invitation used by the registration that created these records. */
export async function markPartnerInvitationUsed(
  trx: TenantTransaction,
  tenant: string,
  invitation: PartnerInvitation,
  created: { prospectRegistration: string; agreementRegistration: string },
): Promise<void> {
  await invitations(trx)
    .updateTable('partner_invitations')
    .set({
      used_at: new Date(),
      prospect_registration: created.prospectRegistration,
      agreement_registration: created.agreementRegistration,
    })
    .where('tenant', '=', tenant)
    .where('token_digest', '=', invitation.tokenDigest)
    .execute();
}
