import { describe, expect, it } from 'vitest';
import { builtInQuickAddRelations } from './quick-add-relations.ts';

describe('builtInQuickAddRelations', () => {
  it('offers an employee, a shareholder and a signer around a company', () => {
    expect(builtInQuickAddRelations('C').map(({ relation, type }) => [relation, type])).toEqual([
      ['ORGAREGISTRATION', 'E'],
      ['SHAREHOLDER', 'C'],
      ['SIGNEROF', 'I'],
    ]);
  });

  it('offers a signer only around a natural person', () => {
    expect(builtInQuickAddRelations('I')).toEqual([
      { relation: 'SIGNEROF', type: 'I', quickAddRoles: [{ role: 'PERSON' }] },
    ]);
  });
});
