import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const debianBinaries = '/usr/lib/postgresql';

/** A PostgreSQL server of a test's own, which the test may stop, restart and throw away. */
export interface PostgresCluster {
  /** The superuser's URL, over TCP on loopback, trust authentication. */
  url: string;
  /** Stops the server, ending every session as a fast shutdown does. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * Creates and starts a cluster in a temporary folder from Debian's PostgreSQL binaries. They refuse
 * to run as root, so as root they run as the `postgres` user, who then owns the folder.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = await findPostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(join(tmpdir(), 'lessor-pg-'));
  if (asRoot) await chown(folder, await idOf('-u'), await idOf('-g'));
  const data = join(folder, 'data');
  const port = await freeLoopbackPort();
  const pgCtl = (...args: string[]) =>
    runBinary(asRoot, join(bin, 'pg_ctl'), ['-D', data, '-l', join(folder, 'server.log'), ...args]);
  // No fsync: the tests stop the server cleanly and never the machine, so flushing to disk proves
  // nothing here and would cost seconds on every migration.
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgCtl('start', '-w', '-o', serverOptions).then(() => {});
  const stop = () => pgCtl('stop', '-m', 'fast', '-w').then(() => {});

  await runBinary(asRoot, join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
  ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      await pgCtl('stop', '-m', 'immediate', '-w').catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function findPostgresBinaries(): Promise<string> {
  const versions = await readdir(debianBinaries).catch(() => []);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      `No PostgreSQL server binaries in ${debianBinaries}/*/bin: install the 'postgresql' package to run this test`,
    );
  return join(debianBinaries, newest, 'bin');
}

async function runBinary(asRoot: boolean, binary: string, args: string[]) {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  try {
    return await run(command, commandArgs);
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${binary} ${args.join(' ')} failed: ${stderr || message}`);
  }
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']).catch(() => {
    throw new Error("PostgreSQL refuses to run as root, and there is no 'postgres' user to run it as");
  });
  return Number(stdout.trim());
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
