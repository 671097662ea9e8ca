import { itemsOf, personEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { findRecordRow } from '../../reading/find-record.ts';
import { rowToRecord } from '../../record-mapping.ts';
import type { EntityHooks } from '../entity-hooks.ts';

/**
 * The register of mandates follows the persons' accounts (mirror-sepa-register.ts); a step a clerk
 * takes in the register is taken on the account too, so the two never tell different stories: the
 * mandate's status there is set to the entry's, which saves the person (and finds the register
 * already there). A mandate is taken off, or put back on, its account on the person itself.
 */
export const sepaHooks: EntityHooks = {
  async afterTransition(entry, { trx, actor, transition, related }) {
    const reference = String(entry.rumReference ?? '');
    const registration = String(entry.personRegistration ?? '');
    const person = rowToRecord(
      await findRecordRow(trx, actor.tenant, personEntity, registration, { forUpdate: true }),
    );
    const onAccount = itemsOf(person.bankAccounts).some((account) =>
      itemsOf(account.sepaMandates).some((mandate) => mandate.rumReference === reference),
    );
    if (transition.to === 'REMOVED') {
      if (onAccount) throw new LessorError('MANDATE_STILL_ON_ACCOUNT', [reference, person.registration]);
      return;
    }
    if (!onAccount) throw new LessorError('MANDATE_NOT_ON_ACCOUNT', [reference, person.registration]);
    let changed = false;
    const bankAccounts = itemsOf(person.bankAccounts).map((account) => {
      if (!Array.isArray(account.sepaMandates)) return account;
      const sepaMandates = itemsOf(account.sepaMandates).map((mandate) => {
        if (mandate.rumReference !== reference || mandate.rumStatus === transition.to) return mandate;
        changed = true;
        return { ...mandate, rumStatus: transition.to };
      });
      return { ...account, sepaMandates };
    });
    if (changed) await related.patch(personEntity, person._id, { bankAccounts });
  },
};
