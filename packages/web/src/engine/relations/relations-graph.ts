import type { HierarchyLink, HierarchyPerson, PersonHierarchy } from '@lessor/domain/api';
import { legalPersonTypes } from '@lessor/domain/entities';

/** How far the diagram reaches from the main person: a number of steps, all, or companies only. */
export type DiagramDepth = number | 'all' | 'companies';

/** What the diagram draws, and its text alternative lists. */
export interface DiagramGraph {
  /** The main person first; each with its distance in steps from the main person. */
  persons: (HierarchyPerson & { depth: number })[];
  links: HierarchyLink[];
}

const isCompany = (person: HierarchyPerson) =>
  (legalPersonTypes as readonly (string | null)[]).includes(person.type);

/**
 * Each person's distance from the main person (the first), following links either way.
 * @example depthsOf({ persons: [{ registration: 'A' }, { registration: 'B' }], links: [{ source: 'B', target: 'A' }] })
 *   // Map { 'A' => 0, 'B' => 1 }
 */
export function depthsOf(hierarchy: Pick<PersonHierarchy, 'persons' | 'links'>): Map<string, number> {
  const [main] = hierarchy.persons;
  const depths = new Map<string, number>();
  if (!main) return depths;
  const neighbours = new Map<string, string[]>();
  for (const { source, target } of hierarchy.links) {
    neighbours.set(source, [...(neighbours.get(source) ?? []), target]);
    neighbours.set(target, [...(neighbours.get(target) ?? []), source]);
  }
  depths.set(main.registration, 0);
  let level = [main.registration];
  for (let depth = 1; level.length > 0; depth++) {
    const next: string[] = [];
    for (const registration of level) {
      for (const neighbour of neighbours.get(registration) ?? []) {
        if (depths.has(neighbour)) continue;
        depths.set(neighbour, depth);
        next.push(neighbour);
      }
    }
    level = next;
  }
  return depths;
}

/**
 * The depth filter's choices (business-areas.md §9): each depth short of the farthest, all, and
 * companies alone when the diagram holds both natural persons and companies.
 */
export function depthOptions(hierarchy: PersonHierarchy): DiagramDepth[] {
  const farthest = Math.max(0, ...depthsOf(hierarchy).values());
  const steps = Array.from({ length: Math.max(0, farthest - 1) }, (_, index) => index + 1);
  const mixed = hierarchy.persons.some(isCompany) && hierarchy.persons.some((person) => !isCompany(person));
  return [...steps, 'all', ...(mixed ? (['companies'] as const) : [])];
}

/** The persons and links shown at a depth; the main person always stays. */
export function diagramAt(hierarchy: PersonHierarchy, depth: DiagramDepth): DiagramGraph {
  const depths = depthsOf(hierarchy);
  const main = hierarchy.persons[0]?.registration;
  const persons = hierarchy.persons
    .flatMap((person) => {
      const distance = depths.get(person.registration);
      return distance === undefined ? [] : [{ ...person, depth: distance }];
    })
    .filter((person) => {
      if (person.registration === main || depth === 'all') return true;
      return depth === 'companies' ? isCompany(person) : person.depth <= depth;
    });
  const shown = new Set(persons.map((person) => person.registration));
  return {
    persons,
    links: hierarchy.links.filter((link) => shown.has(link.source) && shown.has(link.target)),
  };
}

/**
 * The root of the diagram as a tree, when it is one (business-areas.md §2: the tree view is
 * offered only when each person has at most one parent): one person without a parent, from
 * whom every other is reached.
 */
export function treeRootOf(graph: DiagramGraph): string | undefined {
  const parents = new Map<string, number>();
  for (const { target } of graph.links) parents.set(target, (parents.get(target) ?? 0) + 1);
  if ([...parents.values()].some((count) => count > 1)) return undefined;
  const roots = graph.persons.filter((person) => !parents.has(person.registration));
  const root = roots.length === 1 ? roots[0]?.registration : undefined;
  if (!root) return undefined;
  // Everyone must hang from the root: a ring of persons elsewhere would also have one parent each.
  const reached = new Set([root]);
  for (let level = [root]; level.length > 0; ) {
    level = graph.links
      .filter((link) => level.includes(link.source) && !reached.has(link.target))
      .map((link) => link.target);
    for (const registration of level) reached.add(registration);
  }
  return reached.size === graph.persons.length ? root : undefined;
}
