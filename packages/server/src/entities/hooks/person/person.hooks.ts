import { naturalPersonTypes, personDisplayName } from '@lessor/domain/entities';
import type { EntityHooks } from '../entity-hooks.ts';
import { assertMandateReferencesFree } from './assert-mandate-references-free.ts';

export const personHooks: EntityHooks = {
  /** A natural person's name is derived from first and last name, so lists and searches find it. */
  beforeSave(record) {
    if (!(naturalPersonTypes as readonly unknown[]).includes(record.type)) return record;
    const name = personDisplayName({ firstName: record.firstName, lastName: record.lastName });
    return { ...record, name: name === '' ? undefined : name };
  },
  /** A SEPA mandate reference is the tenant's one mandate, whichever person holds it. */
  afterSave: assertMandateReferencesFree,
};
