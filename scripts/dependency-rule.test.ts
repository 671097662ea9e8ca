import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The dependency rule of docs/architecture.md: web -> domain, server -> domain, domain -> third-party
// only; domain through its declared entry points; no cycles between the folders of a package.
const root = resolve(import.meta.dirname, '..');
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface ImportEdge {
  file: string;
  specifier: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory())
      return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry) ? [path] : [];
  });
}

function importsOf(pkg: string): ImportEdge[] {
  return sourceFiles(join(root, 'packages', pkg, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].map((match) => ({
      file,
      specifier: match[1] ?? match[2] ?? '',
    })),
  );
}

function violations(edges: ImportEdge[], forbidden: (edge: ImportEdge) => boolean): string[] {
  return edges.filter(forbidden).map((edge) => `${relative(root, edge.file)} imports ${edge.specifier}`);
}

const leavesPackage = (pkg: string) => (edge: ImportEdge) =>
  edge.specifier.startsWith('.') &&
  !resolve(edge.file, '..', edge.specifier).startsWith(join(root, 'packages', pkg) + sep);

const domainEntryPoints = Object.keys(
  JSON.parse(readFileSync(join(root, 'packages/domain/package.json'), 'utf8')).exports as Record<
    string,
    string
  >,
).map((entry) => `@lessor/domain${entry.slice(1)}`);

describe('the dependency rule', () => {
  it('keeps the domain free of our other packages and of I/O', () => {
    const edges = importsOf('domain');
    expect(violations(edges, (edge) => edge.specifier.startsWith('@lessor/'))).toEqual([]);
    expect(violations(edges, leavesPackage('domain'))).toEqual([]);
    expect(violations(edges, (edge) => edge.specifier.startsWith('node:'))).toEqual([]);
  });

  it('lets the web application and the server use only the domain, through its entry points', () => {
    for (const [pkg, other] of [
      ['web', '@lessor/server'],
      ['server', '@lessor/web'],
    ] as const) {
      const edges = importsOf(pkg);
      expect(violations(edges, (edge) => edge.specifier.startsWith(other))).toEqual([]);
      expect(violations(edges, leavesPackage(pkg))).toEqual([]);
      const domainImports = edges.filter((edge) => edge.specifier.startsWith('@lessor/domain'));
      expect(violations(domainImports, (edge) => !domainEntryPoints.includes(edge.specifier))).toEqual([]);
    }
    expect(violations(importsOf('web'), (edge) => edge.specifier.startsWith('node:'))).toEqual([]);
  });

  it('has no cycle between the folders of a package', () => {
    for (const pkg of ['domain', 'server', 'web']) {
      const src = join(root, 'packages', pkg, 'src');
      const folderOf = (file: string) => relative(src, file).split(sep).slice(0, -1).join('/') || '.';
      const graph = new Map<string, Set<string>>();
      // Production code only: tests sit beside the code they test and all lean on the test harness.
      const production = importsOf(pkg).filter((edge) => !/\.test\.tsx?$/.test(edge.file));
      for (const edge of production.filter((candidate) => candidate.specifier.startsWith('.'))) {
        const from = folderOf(edge.file);
        const to = folderOf(resolve(edge.file, '..', edge.specifier));
        // A folder may use its own sub-folders; what matters is that no two folders need each other.
        if (from !== to && !to.startsWith(`${from}/`))
          graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
      expect(findCycle(graph), `${pkg} folders`).toEqual([]);
    }
  });
});

function findCycle(graph: Map<string, Set<string>>): string[] {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] => {
    if (state.get(node) === 'done') return [];
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return [];
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle.length > 0) return cycle;
  }
  return [];
}
