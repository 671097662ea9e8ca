import type { EntityHooks } from '../entity-hooks.ts';
import { nameNaturalPerson } from '../person/person.hooks.ts';
import { convertTransition, createConvertedPerson, moveDocumentsToPerson } from './convert-prospect.ts';

/**
 * A prospect is named as a person is (first and last name for a natural one), and its CONVERT
 * transition makes the person it becomes and gives it its documents, in the same transaction.
 */
export const prospectHooks: EntityHooks = {
  beforeSave: nameNaturalPerson,
  async beforeTransition(record, context) {
    return context.transition.code === convertTransition ? createConvertedPerson(record, context) : record;
  },
  async afterTransition(record, context) {
    if (context.transition.code === convertTransition) await moveDocumentsToPerson(record, context);
  },
};
