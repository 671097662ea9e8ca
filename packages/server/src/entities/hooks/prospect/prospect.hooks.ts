import { convertTransition, personEntity } from '@lessor/domain/entities';
import type { EntityHooks } from '../entity-hooks.ts';
import { assertMandateReferencesFree } from '../person/assert-mandate-references-free.ts';
import { personHooks } from '../person/person.hooks.ts';
import { convertProspect } from './convert-prospect.ts';

/**
 * A prospect is checked and named as a person is; converting it writes the person it becomes,
 * which its caller must be allowed to write.
 */
export const prospectHooks: EntityHooks = {
  async beforeSave(record, context) {
    const named = (await personHooks.beforeSave?.(record, context)) ?? record;
    // The person a prospect became is set by its conversion alone, never by a body.
    if (context.transition?.code === convertTransition) return named;
    const { personRegistration: _sent, ...rest } = named;
    const kept = context.before?.personRegistration;
    return kept === undefined ? rest : { ...rest, personRegistration: kept };
  },
  // Its mandates' references are the tenant's as a person's are; the register lists persons' alone.
  afterSave: assertMandateReferencesFree,
  beforeTransition(record, context) {
    return context.transition.code === convertTransition ? convertProspect(record, context) : record;
  },
  transitionWrites: { [convertTransition]: [personEntity] },
};
