// JavaScript each page needs before it shows, gzipped (level 9), from the production build's manifest.
// Target: the shell (what every page loads first) under 200 kB gzipped.
// Run: npx node bench/web-bundle/web-bundle.bench.ts   (builds the web application first when stale)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesFor, type Manifest } from './route-chunks.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'packages/web/dist');
const targetKb = 200;

const setup = (await import(join(root, 'scripts/setup.mjs'))) as { ensureWebBuilt(): void };
setup.ensureWebBuilt();
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

// What each page loads: the route's lazy modules, and for signed-in pages the menu beside them.
const menu = ['src/shell/MainMenu.tsx', 'src/shell/BottomNavigation.tsx'];
const pages: [string, string[]][] = [
  ['shell (every page)', []],
  ['/authentication/login-page', ['src/shell/LoginPage.tsx']],
  [
    '/persons (first list page)',
    ['src/routes/EntityRoutePage.tsx', 'src/engine/list/EntityListPage.tsx', ...menu],
  ],
  [
    '/person/{registration}',
    ['src/routes/EntityRoutePage.tsx', 'src/engine/detail/EntityDetailPage.tsx', ...menu],
  ],
  ['/documentation (fallback landing)', ['src/screens/DocumentationPage.tsx', ...menu]],
  ['/global-search', ['src/screens/GlobalSearchPage.tsx', ...menu]],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('| page | files | minified kB | gzipped kB | gzipped / target |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [page, sources] of pages) {
  const files = filesFor(manifest, sources);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzipped += gzipSync(content, { level: 9 }).length;
  }
  console.log(
    `| ${page} | ${files.length} | ${kb(raw)} | ${kb(gzipped)} | ${(gzipped / 1024 / targetKb).toFixed(2)} |`,
  );
}
