// The set-up shared by `npm start`, `npm test` and `npm run dev`. It runs on whatever Node the
// machine has (20 or later), so it uses Node's built-in modules only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const marker = join(root, 'node_modules', '.lessor-installed');
const binFolder = join(root, 'node_modules', '.bin');

/** Environment whose `node` is the project's Node 24 (the npm `node` package), for every child. */
export function projectEnv(extra = {}) {
  return { ...process.env, PATH: `${binFolder}${delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** The project's Node 24 binary. */
export function projectNode() {
  return join(binFolder, process.platform === 'win32' ? 'node.cmd' : 'node');
}

/** Runs a command in the project's environment; answers its exit code. */
export function run(command, args, { cwd = root, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: projectEnv(env), shell: false });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs the dependencies when they are missing or the lock file changed since the last install. */
export function ensureInstalled() {
  if (existsSync(projectNode()) && existsSync(marker) && readFileSync(marker, 'utf8') === lockHash()) return;
  console.log(
    existsSync(join(root, 'node_modules'))
      ? 'Dependencies changed: installing...'
      : 'Installing dependencies (first run)...',
  );
  // `npm install` rather than `npm ci`: npm leaves other platforms' optional binaries out of a lock
  // file it updated in place, and `npm ci` then refuses the lock as out of sync.
  const code = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  if (code !== 0) fail(`npm install failed (exit code ${code})`);
  writeFileSync(marker, lockHash());
}

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/** Whether `output` is older than any file under `inputs` (files or folders). */
export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestChange(join(root, input)) > built);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist')
      newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Builds the web application when its sources (or the domain it uses) changed since the last build. */
export function ensureWebBuilt() {
  const inputs = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/package.json',
    'packages/domain/src',
    'package-lock.json',
  ];
  if (!isStale(join(root, 'packages/web/dist/index.html'), inputs)) return;
  console.log('Building the web application...');
  const code = run(projectNode(), [join(binFolder, 'vite'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'packages/web'),
  });
  if (code !== 0) fail('The web application failed to build');
}

/**
 * Saves the migrated embedded database a first start loads (`lessor prepare`) when the server, the
 * domain or the dependencies changed since it was last saved. A database on PostgreSQL needs none.
 */
export function ensureFirstStartPrepared() {
  if (process.env.DATABASE_URL) return;
  const saved = join(root, 'packages/server/dist/first-start-database.tar');
  if (!isStale(saved, ['packages/server/src', 'packages/domain/src', 'package-lock.json'])) return;
  console.log('Preparing the embedded database...');
  const code = run(projectNode(), [join(root, 'packages/server/bin/lessor.mjs'), 'prepare']);
  if (code !== 0) fail('The embedded database could not be prepared');
}

export function fail(message) {
  console.error(`lessor: ${message}`);
  process.exit(1);
}
