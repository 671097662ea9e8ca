import { withDerivedPersonName } from '@lessor/domain/entities';
import type { EntityHooks } from '../entity-hooks.ts';
import { assertMandateReferencesFree } from './assert-mandate-references-free.ts';
import { mirrorSepaRegister } from './mirror-sepa-register.ts';

export const personHooks: EntityHooks = {
  /** A natural person's name is derived from first and last name, so lists and searches find it. */
  beforeSave(record) {
    return withDerivedPersonName(record);
  },
  /**
   * A SEPA mandate reference is the tenant's one mandate, whichever person holds it; the register
   * of mandates follows the person's accounts.
   */
  async afterSave(record, context) {
    await assertMandateReferencesFree(record, context);
    await mirrorSepaRegister(record, context);
  },
};
