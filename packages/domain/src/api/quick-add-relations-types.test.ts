import { describe, expect, it } from 'vitest';
import { quickAddRolesOf, relationFields } from './quick-add-relations-types.ts';

describe('quickAddRolesOf', () => {
  it('reads one role, a list of roles and role objects alike', () => {
    expect(quickAddRolesOf('CLIENT')).toEqual([{ role: 'CLIENT' }]);
    expect(quickAddRolesOf(['CLIENT', { role: 'PAYER' }])).toEqual([{ role: 'CLIENT' }, { role: 'PAYER' }]);
  });

  it('reads nothing from an empty or malformed answer', () => {
    expect(quickAddRolesOf(undefined)).toEqual([]);
    expect(quickAddRolesOf(null)).toEqual([]);
    expect(quickAddRolesOf(['', 7, { name: 'CLIENT' }])).toEqual([]);
  });
});

describe('relationFields', () => {
  it('names the organisation of a member, and lists the source among a holder’s descendants', () => {
    expect(relationFields('ORGAREGISTRATION', 'PER1')).toEqual({ orgaRegistration: 'PER1' });
    expect(relationFields('SHAREHOLDER', 'PER1')).toEqual({
      descendants: [{ personRegistration: 'PER1', relation: 'SHAREHOLDER' }],
    });
  });
});
