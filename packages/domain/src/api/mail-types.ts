/**
 * Outgoing e-mail (docs/mail.md): the SMTP server a tenant sends through, set by its
 * administrators; the password is written, never read back.
 */
export const mailSettingsPath = '/api/core/mail-settings';

/** The tenant's SMTP server as it is read: whether a password is kept, never the password. */
export interface MailSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username: string | null;
  /** The sender of every message, e.g. `Lessor Leasing <no-reply@lessor.example>`. */
  from: string;
  hasPassword: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** A save of the settings: a password left out keeps the one set before. */
export interface MailSettingsInput {
  host: string;
  port: number;
  secure?: boolean;
  username?: string | null;
  password?: string | null;
  from: string;
}

/**
 * The self-registration of an invited partner (business-areas.md §2): the page its invitation
 * link opens reads the invitation, may look its company up, and registers it. Each call names the
 * tenant and the token of the link; nothing else is known of the caller, who is not signed in.
 */
export const selfRegistrationPaths = {
  invitation: '/api/public/self-registration/invitation',
  lookup: '/api/public/self-registration/company-lookup',
  register: '/api/public/self-registration',
} as const;

/** The client route of the page the invitation link opens. */
export const selfRegistrationRoute = '/self-registration';

/** What the page shows of the invitation it was opened with. */
export interface SelfRegistrationInvitation {
  companyName: string;
  email: string;
  expiresAt: string;
}

/** The records a registration created, for the clerks to review. */
export interface SelfRegistrationAnswer {
  prospectRegistration: string;
  agreementRegistration: string;
}
