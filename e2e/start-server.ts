import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePort } from './playwright.config.ts';

const lessor = fileURLToPath(new URL('../packages/server/bin/lessor.mjs', import.meta.url));

/**
 * Starts the real server, as `npm start` does, on a fresh embedded database in a temporary
 * folder, and hands the sign-in link it prints to the tests. Answers the teardown.
 */
export default async function startServer(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lessor-e2e-'));
  const { DATABASE_URL: _, ...env } = process.env;
  const server = spawn(process.execPath, [lessor, 'serve'], {
    env: {
      ...env,
      PORT: String(e2ePort),
      LESSOR_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo OIDC provider runs on this machine over plain http.
      LESSOR_ALLOW_HTTP_ISSUERS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.env.LESSOR_SIGN_IN_LINK = await signInLink(server);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

function signInLink(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server printed no sign-in link in 60 s:\n${output}`)),
      60_000,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const link = /Sign in as \S+: (\S+)/.exec(output)?.[1];
      if (link) {
        clearTimeout(timer);
        resolve(link);
      }
    });
    server.once('exit', (code) => reject(new Error(`The server stopped (exit code ${code}):\n${output}`)));
  });
}
