import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lessor = join(root, 'packages/server/bin/lessor.mjs');

/** The environment of a benchmark's own Lessor: its data folder, its build, no demo SSO, few logs. */
export function lessorEnv(dataDir: string, webRoot: string, port = 0): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...env } = process.env;
  return {
    ...env,
    PORT: String(port),
    LESSOR_DATA_DIR: dataDir,
    LESSOR_WEB_ROOT: webRoot,
    LESSOR_DEMO_SSO: '0',
    LOG_LEVEL: 'warn',
  };
}

/**
 * Builds the web application into a folder of the benchmark's own (packages/web/dist belongs to
 * others): this checkout's, or another's (`checkout`, its dependencies installed) to compare with.
 */
export function buildWebApp(outDir: string, checkout = root): void {
  const build = spawnSync(
    process.execPath,
    [
      join(checkout, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: join(checkout, 'packages/web'), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit code ${build.status})`);
}

/** Runs a `lessor` command to its end; answers what it printed. */
export function runLessorCommand(args: readonly string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, [lessor, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`lessor ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

export interface RunningLessor {
  process: ChildProcess;
  /** What it printed until it answered, with the demo's sign-in link when it made one. */
  output: string;
  stop(): Promise<void>;
}

/** Starts `lessor serve` and waits until it says it is running. */
export function serveLessor(env: NodeJS.ProcessEnv): Promise<RunningLessor> {
  const server = spawn(process.execPath, [lessor, 'serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Lessor did not start within 90 s:\n${output}`)), 90_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The banner ends with an empty line once every line of it is out.
      if (/Lessor is running at [\s\S]*\n\n/.test(output)) {
        clearTimeout(timer);
        resolve({ process: server, output, stop });
      }
    });
    server.once('exit', (code) => reject(new Error(`Lessor stopped (exit code ${code}):\n${output}`)));
  });
}
