import { describe, expect, it } from 'vitest';
import { profilesFromRoles } from './sync-person.ts';

describe("a user's profiles from the person's roles (business-areas.md §6)", () => {
  it('takes CLIENT and SALES from the roles, as strings or objects, defaulting to CLIENT', () => {
    expect(profilesFromRoles([{ role: 'SALES' }, { role: 'PAYER' }])).toEqual(['SALES']);
    expect(profilesFromRoles(['CLIENT', 'SALES'])).toEqual(['CLIENT', 'SALES']);
    expect(profilesFromRoles([{ role: 'SUPPLIER' }])).toEqual(['CLIENT']);
    expect(profilesFromRoles(undefined)).toEqual(['CLIENT']);
  });
});
