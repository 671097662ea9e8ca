// `npm test`: install what is missing, then every suite: lint, types, unused code, unit, API and
// database (embedded, and PostgreSQL when reachable), browser.
//
// The checks (lint, types, unused code) use one core at a time: they run in the background while
// the web application builds and vitest runs, their output kept in a file and printed at the end.
// vitest and the browser suite run one after the other: either keeps a two-core machine busy on its
// own (vitest with a worker per core and PostgreSQL, the browser suite with Chromium and its
// servers), and side by side each took three times as long as alone (docs/testing.md). Type
// checking and knip keep caches under node_modules/.cache, so a run after a small change checks
// little again.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled, ensureWebBuilt, fail, projectEnv, projectNode, root } from './setup.mjs';

const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const reports = join(root, '.lessor-tmp');
const caches = join(root, 'node_modules/.cache');
const bin = (name) => join(root, 'node_modules/.bin', name);
const workspaces = ['packages/domain', 'packages/server', 'packages/web', 'e2e', 'bench'];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

ensureInstalled();
ensureChromium();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const checks = startInBackground('checks', [
  ['lint', [bin('biome'), 'ci', '.']],
  // Incremental: a run checks again only the files that changed since the last, and what uses them.
  ...workspaces.map((workspace) => [
    `types of ${workspace}`,
    [
      bin('tsc'),
      '-p',
      workspace,
      '--incremental',
      '--tsBuildInfoFile',
      join(caches, 'lessor-tsc', `${workspace.replaceAll('/', '-')}.tsbuildinfo`),
    ],
  ]),
  ['unused code', [bin('knip'), '--cache']],
]);

console.log('\n=== web build ===');
ensureWebBuilt();

console.log(`\n=== unit, API and database (started at ${elapsed()}; checks in the background) ===`);
const failedSteps = [];
const vitest = await runInForeground([
  bin('vitest'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
if (vitest !== 0) failedSteps.push('unit, API and database');
console.log(`\n(vitest done at ${elapsed()})`);

console.log(`\n=== browser (started at ${elapsed()}) ===`);
const browser = await runInForeground([bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'], {
  LESSOR_REPORTS: reports,
});
if (browser !== 0) failedSteps.push('browser');
console.log(`\n(browser done at ${elapsed()})`);

console.log('\n=== lint, types, unused code ===');
failedSteps.push(...(await checks()));

const { counts, failures } = testReport();
for (const failure of failures) console.log(`\nFAILED ${failure.name}\n  ${failure.message}`);
console.log(`\n${failedSteps.length === 0 ? 'All suites passed.' : `Failed: ${failedSteps.join(', ')}.`}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed; ${elapsed()} in all`);
process.exit(failedSteps.length === 0 ? 0 : 1);

/** Runs a suite with the project's Node, its output on this terminal; answers its exit code. */
function runInForeground(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(projectNode(), args, { cwd: root, stdio: 'inherit', env: projectEnv(env) });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs steps one after another beside the other suites, their output in a file of the reports
 * folder. Answers a function that waits for the last step, prints what the steps wrote and when
 * each ended, and answers the names of those that failed: called once the other suites are done,
 * so that outputs never interleave.
 */
function startInBackground(name, steps, env = {}) {
  const logFile = join(reports, `${name}.log`);
  const log = openSync(logFile, 'w');
  const runStep = ([, args]) =>
    new Promise((resolve) => {
      const child = spawn(projectNode(), args, {
        cwd: root,
        stdio: ['ignore', log, log],
        env: projectEnv(env),
      });
      child.once('error', (error) => {
        console.error(`${name}: ${error.message}`);
        resolve(1);
      });
      child.once('exit', (code) => resolve(code ?? 1));
    });
  const done = (async () => {
    const failed = [];
    const ended = [];
    for (const step of steps) {
      if ((await runStep(step)) !== 0) failed.push(step[0]);
      ended.push(`${step[0]} ended at ${elapsed()}`);
    }
    closeSync(log);
    return { failed, ended };
  })();
  return async () => {
    const { failed, ended } = await done;
    process.stdout.write(readFileSync(logFile, 'utf8'));
    console.log(ended.join('\n'));
    return failed;
  };
}

/**
 * Chromium for the browser tests: Debian's headless shell (`chromium-headless-shell`) runs them, and
 * Debian's full `chromium` the few that need what the shell lacks (system notifications). Both are
 * installed here when we may; without root, what is there serves.
 */
function ensureChromium() {
  const haveShell = Boolean(process.env.CHROMIUM_PATH) || existsSync(headlessShell);
  const haveChromium = chromiumPaths.some((path) => existsSync(path));
  const missing = [...(haveShell ? [] : ['chromium-headless-shell']), ...(haveChromium ? [] : ['chromium'])];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    if (haveShell || haveChromium) return;
    fail(
      'the browser tests need Chromium: install it with "sudo apt-get install -y chromium-headless-shell chromium", or set CHROMIUM_PATH',
    );
  }
  console.log(`Installing ${missing.join(' and ')} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status === 0) continue;
    if (haveShell || haveChromium) return;
    fail(
      `apt-get ${args.join(' ')} failed; install Chromium by hand: apt-get install -y ${missing.join(' ')}`,
    );
  }
}

/**
 * What the two suites' JSON reports say: how many tests passed and failed, and which failed with the
 * first line of their error, printed last so that the end of a long log still names them.
 */
function testReport() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(join(reports, file), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const vitest = read('vitest.json');
  const playwright = read('playwright.json');
  const firstLine = (text) =>
    stripVTControlCharacters(text ?? '')
      .trim()
      .split('\n')[0]
      .slice(0, 300);
  const failures = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push({
        name: `${file.name.replace(`${root}/`, '')} › ${test.fullName}`,
        message: firstLine(test.failureMessages?.[0]),
      });
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      failures.push({ name: file.name.replace(`${root}/`, ''), message: firstLine(file.message) });
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push({
          name: `${spec.file}:${spec.line} › ${spec.title} (${test.status})`,
          message: firstLine(error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  return {
    counts: {
      passed: (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0),
      failed:
        (vitest?.numFailedTests ?? 0) +
        (playwright?.stats?.unexpected ?? 0) +
        (playwright?.stats?.flaky ?? 0),
    },
    failures,
  };
}
