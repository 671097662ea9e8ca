import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The dependency rule of docs/architecture.md: web -> domain, server -> domain, domain -> third-party
// only; domain through its declared entry points; no cycles between the folders of a package, nor
// between its files.
const root = resolve(import.meta.dirname, '..');
const sourcePattern = /\.(ts|tsx|mts|mjs)$/;
const outputFolders = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

interface ImportEdge {
  file: string;
  specifier: string;
  /** `import type` and `export type`: erased, so nothing is loaded at run time. */
  typeOnly: boolean;
  /** `import(...)`: loaded when the code asks, not when the importing module loads. */
  lazy: boolean;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const path = join(folder, entry);
      if (statSync(path).isDirectory())
        return entry.startsWith('.') || outputFolders.has(entry) ? [] : sourceFiles(path);
      return sourcePattern.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
    });
}

/** The imports of one source file, read by the TypeScript parser: comments and strings never count. */
function importsIn(file: string, text = readFileSync(file, 'utf8')): ImportEdge[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const edges: ImportEdge[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean, lazy: boolean) => {
    if (specifier && ts.isStringLiteralLike(specifier))
      edges.push({ file, specifier: specifier.text, typeOnly, lazy });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node))
      add(node.moduleSpecifier, node.importClause?.isTypeOnly === true, false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly, false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal, true, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0], false, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

function importsOf(pkg: string): ImportEdge[] {
  return sourceFiles(join(root, 'packages', pkg, 'src')).flatMap((file) => importsIn(file));
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
      expect(findCycles(graph), `${pkg} folders`).toEqual([]);
    }
  });

  it('has no cycle between files, in any package, the browser tests or the benchmarks', () => {
    const files = sourceFiles(root);
    const known = new Set(files);
    const graph = new Map<string, Set<string>>();
    for (const edge of files.flatMap((file) => importsIn(file))) {
      // A lazy import() is how code defers loading on purpose (a page chunk, a heavy library, a
      // module only a teardown needs): the importer has finished loading before it runs, so it
      // cannot leave a module half-initialised, and it does not count.
      if (edge.lazy) continue;
      // Type-only imports count, although they vanish at run time: two files whose types need each
      // other still cannot be read, tested or moved apart, and a shared type has an obvious home of
      // its own. None exists, so the stricter rule costs nothing.
      const target = resolveRelative(edge, known);
      const from = relative(root, edge.file);
      if (target) graph.set(from, (graph.get(from) ?? new Set()).add(relative(root, target)));
    }
    expect(findCycles(graph), 'file import cycles').toEqual([]);
  });

  it('reads static, type-only and lazy imports apart, and names a cycle by the files that close it', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export type { C } from './c.ts';",
      '// import { d } from "./d.ts";',
      "const e = () => import('./e.ts');",
    ].join('\n');
    expect(
      importsIn('x.ts', text).map(({ specifier, typeOnly, lazy }) => ({ specifier, typeOnly, lazy })),
    ).toEqual([
      { specifier: './a.ts', typeOnly: false, lazy: false },
      { specifier: './b.ts', typeOnly: true, lazy: false },
      { specifier: './c.ts', typeOnly: true, lazy: false },
      { specifier: './e.ts', typeOnly: false, lazy: true },
    ]);
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts', 'a.ts'])],
      ['c.ts', new Set(['b.ts'])],
    ]);
    expect(findCycles(graph)).toEqual(['b.ts → c.ts → b.ts', 'a.ts → b.ts → a.ts']);
  });
});

/**
 * The source file a relative import names. Package imports (`@lessor/domain/…`) cannot close a
 * loop: the domain imports nothing of ours (the first rule), and web and server never each other.
 */
function resolveRelative(edge: ImportEdge, known: ReadonlySet<string>): string | undefined {
  if (!edge.specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(edge.file), edge.specifier);
  return [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((path) => known.has(path));
}

/**
 * The cycles a depth-first walk meets, one per import that closes one, each as the chain of its
 * nodes ('a → b → a'). Every cycle holds at least one such import, so none means the graph has none.
 */
function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
