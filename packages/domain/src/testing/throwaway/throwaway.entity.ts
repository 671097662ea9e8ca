import { defineEntity } from '../../entities/define-entity.ts';
import { throwawayWorkflow } from './throwaway.workflow.ts';

/**
 * An entity nobody ships: what one folder and a registry line must be enough for. The contract
 * tests over the registry run over it too, proving a new entity needs no table elsewhere.
 */
export const throwawayEntity = defineEntity({
  name: 'Throwaway',
  domain: 'testing',
  prefix: 'THR',
  group: 'contracts',
  menuOrder: 15,
  hasDocuments: true,
  workflow: throwawayWorkflow,
  statusCategories: { SHELVED: 'stopped' },
  fields: {
    counterpart: { type: 'text', label: 'Counterpart' },
    countersignedOn: { type: 'date', label: 'Countersigned on', readOnly: true },
  },
  listColumns: ['registration', 'status', 'name', 'counterpart'],
  searchFields: ['registration', 'name'],
});
