// `npm test`: install what is missing, then every suite: lint, types, unused code, unit, API and
// database (embedded, and PostgreSQL when reachable), browser.
//
// The browser suite runs beside the others: it spends most of its time waiting on pages and its own
// servers, the vitest suite on PostgreSQL, so side by side they keep both cores busy. Its output is
// kept in a file and printed once the other suites are done, so the two never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, ensureWebBuilt, fail, projectEnv, projectNode, root, run } from './setup.mjs';

const chromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const reports = join(root, '.lessor-tmp');
const bin = (name) => join(root, 'node_modules/.bin', name);
const workspaces = ['packages/domain', 'packages/server', 'packages/web', 'e2e', 'bench'];

ensureInstalled();
ensureChromium();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

console.log('\n=== web build ===');
ensureWebBuilt();
console.log('\n=== browser (in the background; its report follows the other suites) ===');
const browser = startInBackground('browser', [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'], {
  LESSOR_REPORTS: reports,
});

const steps = [
  ['lint', () => run(projectNode(), [bin('biome'), 'ci', '.'])],
  [
    'types',
    () =>
      workspaces
        .map((workspace) => run(projectNode(), [bin('tsc'), '-p', workspace]))
        .find((code) => code !== 0) ?? 0,
  ],
  ['unused code', () => run(projectNode(), [bin('knip')])],
  [
    'unit, API and database',
    () =>
      run(projectNode(), [
        bin('vitest'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ]),
  ],
];

const failedSteps = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  if (step() !== 0) failedSteps.push(name);
}
console.log('\n=== browser ===');
if ((await browser) !== 0) failedSteps.push('browser');

const counts = testCounts();
console.log(`\n${failedSteps.length === 0 ? 'All suites passed.' : `Failed: ${failedSteps.join(', ')}.`}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);

/**
 * Runs a suite beside the others, its output in a file of the reports folder; answers its exit
 * code once it ends, after printing what it wrote.
 */
function startInBackground(name, args, env) {
  const logFile = join(reports, `${name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(projectNode(), args, { cwd: root, stdio: ['ignore', log, log], env: projectEnv(env) });
  return new Promise((resolve) => {
    child.once('error', (error) => {
      closeSync(log);
      console.error(`${name}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => {
      closeSync(log);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      resolve(code ?? 1);
    });
  });
}

/** Chromium for the browser tests: Debian's package, installed here when we may. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH || chromiumPaths.some((path) => existsSync(path))) return;
  if (process.getuid?.() !== 0) {
    fail(
      'the browser tests need Chromium: install it with "sudo apt-get install -y chromium", or set CHROMIUM_PATH',
    );
  }
  console.log('Installing Chromium for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0)
      fail(`apt-get ${args.join(' ')} failed; install Chromium by hand: apt-get install -y chromium`);
  }
}

function testCounts() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(join(reports, file), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const vitest = read('vitest.json');
  const playwright = read('playwright.json');
  return {
    passed: (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0),
    failed:
      (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0),
  };
}
