import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lessor = fileURLToPath(new URL('../packages/server/bin/lessor.mjs', import.meta.url));

/**
 * The data folder the run's global setup migrated and seeded once (`seedDataFolder`); every server
 * of the run starts on a copy of it, as `lessor serve` finds a folder it made on a first start.
 */
const seededFolderVariable = 'LESSOR_E2E_SEEDED_DATA_DIR';
/**
 * A server on a copy needs about 6 s of CPU to print its link, migrating and seeding about 26 s
 * (once in a run); on a machine as busy as `npm test` beside other work makes it (a load average of
 * 20 on two cores), a process gets a tenth of a core.
 */
const startLimitMs = 180_000;
const seedLimitMs = 300_000;

export interface LessorServer {
  /** The one-time sign-in link of the demo administrator that the server printed. */
  signInLink: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the real server, as `npm start` does, on its own copy of the run's seeded data folder
 * (on an empty one, which it migrates and seeds, when no global setup seeded one), and waits
 * for the sign-in link it prints.
 */
export async function startLessorServer(env: Record<string, string>): Promise<LessorServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lessor-e2e-'));
  const seeded = process.env[seededFolderVariable];
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  const server = spawnServer(dataDir, env);
  const stop = async () => {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { signInLink: await signInLink(server, startLimitMs), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Migrates and seeds a data folder once for the run, by starting a server on it and stopping it
 * once it is ready, and names it to every server started after (the test workers inherit the
 * variable). Answers the teardown, which removes it.
 */
export async function seedDataFolder(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lessor-e2e-seeded-'));
  // Any free port; the demo identity providers stay off, as they are set up on each start anyway.
  const server = spawnServer(dataDir, { PORT: '0', LESSOR_DEMO_SSO: '0' });
  try {
    await signInLink(server, seedLimitMs);
  } catch (error) {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  await stopServer(server);
  process.env[otherTenantTokenVariable] = await addOtherTenant(dataDir);
  process.env[seededFolderVariable] = dataDir;
  return async () => {
    delete process.env[otherTenantTokenVariable];
    delete process.env[seededFolderVariable];
    await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * The sign-in token of a second tenant's administrator, for the specs that check what one tenant
 * configures leaves the other's pages alone (`otherTenantSignIn`). Every server starts on a copy
 * of the folder holding it unused, so each worker may sign in with it once.
 */
const otherTenantTokenVariable = 'LESSOR_E2E_OTHER_TENANT_TOKEN';
const otherTenant = 'other-tenant';

/** The path signing a browser in as the second tenant's administrator (once per server). */
export function otherTenantSignIn(): string {
  const token = process.env[otherTenantTokenVariable];
  if (!token) throw new Error('The run made no second tenant: its global setup did not run');
  return `/authentication/login-page?token=${token}`;
}

/** Creates the second tenant in the seeded folder, with `lessor tenant create` and `lessor token`. */
async function addOtherTenant(dataDir: string): Promise<string> {
  const admin = `admin@${otherTenant}`;
  await runCommand(dataDir, ['tenant', 'create', '--name', otherTenant, '--admin', admin]);
  const output = await runCommand(dataDir, [
    'token',
    '--tenant',
    otherTenant,
    '--username',
    admin,
    '--ttl',
    String(24 * 3600),
  ]);
  return output.trim();
}

function runCommand(dataDir: string, args: string[]): Promise<string> {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [lessor, ...args],
      { env: { ...inherited, LESSOR_DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`lessor ${args[0]}: ${stderr}`)) : resolve(stdout),
    );
  });
}

function spawnServer(dataDir: string, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawn(process.execPath, [lessor, 'serve'], {
    env: { ...inherited, LESSOR_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Stops the server the way an operator does, so its embedded database is closed cleanly. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

function signInLink(server: ChildProcess, limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server printed no sign-in link in ${limitMs / 1000} s:\n${output}`)),
      limitMs,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const link = /Sign in as \S+: (\S+)/.exec(output)?.[1];
      if (link) {
        clearTimeout(timer);
        resolve(link);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped (exit code ${code}):\n${output}`));
    });
  });
}
