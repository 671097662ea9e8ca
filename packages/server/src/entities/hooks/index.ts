import { contractHooks } from './contract/contract.hooks.ts';
import type { EntityHooksRegistry } from './entity-hooks.ts';
import { personHooks } from './person.hooks.ts';

/** Hooks by entity name; an entity without special behaviour has none. */
export const entityHooks: EntityHooksRegistry = {
  Contract: contractHooks,
  Person: personHooks,
};
