// From an installed and built tree, `npm start` to the first 200 from /api/core/ping, on the embedded
// database: a first start (empty data folder: the saved migrated database loaded, the demo seed) and a
// second start on the same folder. The tree is built as `npm start` builds it: the web application,
// and the migrated database a first start loads (`lessor prepare`, run here before the timings).
// Run: npx node bench/startup/startup.bench.ts
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const targetSeconds = 5;
const port = 3299;

async function timeToFirstPing(dataDir: string): Promise<number> {
  const { DATABASE_URL: _, ...env } = process.env;
  const started = performance.now();
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...env, PORT: String(port), LESSOR_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      const ok = await fetch(`http://localhost:${port}/api/core/ping`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return (performance.now() - started) / 1000;
      if (performance.now() - started > 60_000) throw new Error('no answer from /api/core/ping within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    // npm starts the server in a child: stop the whole group.
    process.kill(-(server.pid ?? 0), 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

execFileSync(process.execPath, [join(root, 'packages/server/bin/lessor.mjs'), 'prepare'], {
  stdio: 'ignore',
});
const dataDir = await mkdtemp(join(tmpdir(), 'lessor-startup-'));
try {
  const first = await timeToFirstPing(dataDir);
  const second = await timeToFirstPing(dataDir);
  const results = {
    firstStartSeconds: Number(first.toFixed(2)),
    nextStartSeconds: Number(second.toFixed(2)),
    targetSeconds,
    firstStartRatioToTarget: Number((first / targetSeconds).toFixed(2)),
    nextStartRatioToTarget: Number((second / targetSeconds).toFixed(2)),
  };
  console.table(results);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
