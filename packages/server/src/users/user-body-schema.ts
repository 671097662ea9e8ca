const nullableText = { type: ['string', 'null'], maxLength: 254 } as const;
const flag = { type: 'boolean' } as const;

/** The writable fields of a user; anything else in a body is refused. */
const userProperties = {
  username: { type: 'string', minLength: 1, maxLength: 254 },
  firstName: nullableText,
  lastName: nullableText,
  email: nullableText,
  mobile: nullableText,
  locale: { type: 'string', minLength: 2, maxLength: 20 },
  profiles: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 100 },
  personRegistration: nullableText,
  partnerRegistration: nullableText,
  orgaRegistration: nullableText,
  isAdmin: flag,
  isMainAdmin: flag,
  isSuperAdmin: flag,
  canImpersonate: flag,
  isLocked: flag,
  isNotificationsDisabled: flag,
} as const;

export const createUserSchema = {
  type: 'object',
  required: ['username'],
  additionalProperties: false,
  properties: userProperties,
} as const;

export const updateUserSchema = {
  type: 'object',
  additionalProperties: false,
  properties: userProperties,
} as const;

/** Body field to users column. */
export const userColumns = {
  username: 'username',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobile: 'mobile',
  locale: 'locale',
  profiles: 'profiles',
  personRegistration: 'person_registration',
  partnerRegistration: 'partner_registration',
  orgaRegistration: 'orga_registration',
  isAdmin: 'is_admin',
  isMainAdmin: 'is_main_admin',
  isSuperAdmin: 'is_super_admin',
  canImpersonate: 'can_impersonate',
  isLocked: 'is_locked',
  isNotificationsDisabled: 'is_notifications_disabled',
} as const;
