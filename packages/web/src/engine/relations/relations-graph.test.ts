import type { PersonHierarchy } from '@lessor/domain/api';
import { describe, expect, it } from 'vitest';
import { depthOptions, depthsOf, diagramAt, treeRootOf } from './relations-graph.ts';

const person = (registration: string, type: string) => ({
  registration,
  name: registration,
  type,
  status: 'ACTIVE',
});

// Martin works at Subsidiary, owned by Holding; Durand signs for Subsidiary.
const hierarchy: PersonHierarchy = {
  persons: [person('MARTIN', 'I'), person('SUBSIDIARY', 'C'), person('HOLDING', 'C'), person('DURAND', 'I')],
  links: [
    { source: 'SUBSIDIARY', target: 'MARTIN', relation: 'ORGAREGISTRATION' },
    { source: 'HOLDING', target: 'SUBSIDIARY', relation: 'SHAREHOLDER', stake: 0.6 },
    { source: 'DURAND', target: 'SUBSIDIARY', relation: 'SIGNEROF' },
  ],
  isTruncated: false,
};

describe('the relations diagram', () => {
  it('counts each person’s steps from the main person, whichever way the links go', () => {
    expect(Object.fromEntries(depthsOf(hierarchy))).toEqual({
      MARTIN: 0,
      SUBSIDIARY: 1,
      HOLDING: 2,
      DURAND: 2,
    });
  });

  it('offers each depth short of the farthest, all, and companies when both kinds are present', () => {
    expect(depthOptions(hierarchy)).toEqual([1, 'all', 'companies']);
    const companiesOnly = { ...hierarchy, persons: hierarchy.persons.filter((p) => p.type === 'C') };
    expect(depthOptions(companiesOnly)).not.toContain('companies');
  });

  it('keeps the persons within the depth, the main person always, and the links between those kept', () => {
    const near = diagramAt(hierarchy, 1);
    expect(near.persons.map((p) => p.registration)).toEqual(['MARTIN', 'SUBSIDIARY']);
    expect(near.links).toEqual([hierarchy.links[0]]);
    const companies = diagramAt(hierarchy, 'companies');
    expect(companies.persons.map((p) => p.registration)).toEqual(['MARTIN', 'SUBSIDIARY', 'HOLDING']);
    expect(diagramAt(hierarchy, 'all').links).toHaveLength(3);
  });

  it('offers a tree only when each person has one parent at most', () => {
    expect(treeRootOf(diagramAt(hierarchy, 'all'))).toBeUndefined();
    expect(treeRootOf(diagramAt(hierarchy, 'companies'))).toBe('HOLDING');
    expect(treeRootOf(diagramAt(hierarchy, 1))).toBe('SUBSIDIARY');
    const ring = {
      persons: [person('ROOT', 'C'), person('A', 'C'), person('B', 'C')].map((p) => ({ ...p, depth: 0 })),
      links: [
        { source: 'A', target: 'B', relation: null },
        { source: 'B', target: 'A', relation: null },
      ],
    };
    expect(treeRootOf(ring)).toBeUndefined();
  });
});
