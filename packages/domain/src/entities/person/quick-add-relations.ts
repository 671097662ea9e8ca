import type { QuickAddRelation } from '../../api/quick-add-relations-types.ts';
import { legalPersonTypes } from './person-options.ts';

/**
 * The persons that can be added around a person when its tenant says nothing else: a company or an
 * organisation takes an employee, a shareholder and a signer; a natural person a signer (a legal
 * representative). Each starts with the PERSON role: it is related, not yet a client.
 */
export function builtInQuickAddRelations(sourceType: unknown): QuickAddRelation[] {
  const quickAddRoles = [{ role: 'PERSON' }];
  const signer = { relation: 'SIGNEROF', type: 'I', quickAddRoles };
  if (!(legalPersonTypes as readonly unknown[]).includes(sourceType)) return [signer];
  return [
    { relation: 'ORGAREGISTRATION', type: 'E', quickAddRoles },
    { relation: 'SHAREHOLDER', type: 'C', quickAddRoles },
    signer,
  ];
}
