// A 20 MB document uploaded to a record and read back, on each test database and in each kind of
// storage container (the built-in folder, an S3 bucket): throughput, and how much the server's
// memory (JavaScript heap and buffers) grows meanwhile, against a 10 MB target. The client and the
// S3 service (s3rver) run in processes of their own, so that what is measured is the server's.
// Run: npx node --expose-gc bench/documents/large-document.bench.ts (BENCH_LIVE=0: throughput alone)

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectStorageContainerPath, recordDocumentPaths } from '@lessor/domain/api';
import { startTestApp } from '../../packages/server/src/testing/test-app.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const megabytes = 20;
const targetGrowthMb = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// The forced collections that measure live memory slow everything: BENCH_LIVE=0 measures speed alone.
const measureLive = process.env.BENCH_LIVE !== '0';

const folder = await mkdtemp(join(tmpdir(), 'lessor-bench-document-'));
const filePath = join(folder, 'scan.pdf');
await writeFile(filePath, randomBytes(megabytes * 1024 * 1024));

/**
 * The largest growth of heap and buffers over a baseline while `work` runs: `allocated` samples
 * every 2 ms what is held, garbage not yet collected included (a stream leaves its chunks behind
 * until the next collection); `live` collects first, every 100 ms, so it counts what the work keeps.
 */
async function peakGrowth<T>(
  work: () => Promise<T>,
): Promise<{ result: T; allocatedMb: number; liveMb: number; seconds: number }> {
  if (!globalThis.gc) throw new Error('Run with --expose-gc: the live growth is measured after collections');
  const collect = globalThis.gc;
  collect();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const baseline = used();
  let allocated = baseline;
  let live = baseline;
  const allocatedSampler = setInterval(() => {
    allocated = Math.max(allocated, used());
  }, 2);
  const liveSampler = setInterval(() => {
    if (!measureLive) return;
    allocated = Math.max(allocated, used());
    collect();
    live = Math.max(live, used());
  }, 100);
  const started = performance.now();
  try {
    const result = await work();
    allocated = Math.max(allocated, used());
    const seconds = (performance.now() - started) / 1000;
    const megabytes = (bytes: number) => (bytes - baseline) / 1024 / 1024;
    return { result, allocatedMb: megabytes(allocated), liveMb: megabytes(live), seconds };
  } finally {
    clearInterval(allocatedSampler);
    clearInterval(liveSampler);
  }
}

/** s3rver in a child process, so that its memory is not counted as the server's. */
async function startS3Process(): Promise<{ endpoint: string; stop(): void }> {
  const script = `
    import S3rver from 's3rver';
    import { mkdtempSync } from 'node:fs';
    import { tmpdir } from 'node:os';
    import { join } from 'node:path';
    const directory = mkdtempSync(join(tmpdir(), 'lessor-bench-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'bench' }] });
    const { port } = await server.run();
    console.log(port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(import.meta.dirname, '../../packages/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { endpoint: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() };
}

const s3 = await startS3Process();
/**
 * The client runs in a process of its own, so that only the server's memory is measured: it
 * streams the file from disk as it uploads it (`openAsBlob`), and counts the download's bytes
 * without keeping them.
 */
const uploadScript = `
  const [url, authorization, path] = process.argv.slice(1);
  const form = new FormData();
  form.append('file', await (await import('node:fs')).openAsBlob(path, { type: 'application/pdf' }), 'scan.pdf');
  const response = await fetch(url, { method: 'POST', headers: { authorization }, body: form });
  if (response.status !== 201) throw new Error('upload: ' + response.status + ' ' + (await response.text()));
  console.log(await response.text());`;
const downloadScript = `
  const response = await fetch(process.argv[1]);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  console.log(bytes);`;

async function inChildProcess(script: string, args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`the client stopped with ${code}`);
  return output.trim();
}

const rows: Record<string, unknown>[] = [];
for (const [database, container] of (await availableTestDatabases()).flatMap((database) =>
  (['local', 's3'] as const).map((container) => [database, container] as const),
)) {
  const testApp = await startTestApp(await database.open());
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(testApp.app.server.address() as { port: number }).port}`;
  const admin = await testApp.tenantClient('bench');
  if (container === 's3') {
    const saved = await admin.request({
      method: 'PUT',
      url: objectStorageContainerPath('bench'),
      payload: {
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: 'bench',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        isDefault: true,
      },
    });
    if (saved.statusCode !== 200) throw new Error(`container: ${saved.body}`);
  }
  const person = (
    await admin.request({
      method: 'POST',
      url: '/api/person/persons',
      payload: { type: 'C', name: 'Bench SA' },
    })
  ).json();
  const documentsUrl = `${origin}/api/person/persons/${person.registration}/documents`;
  for (let round = 1; round <= rounds; round += 1) {
    const upload = await peakGrowth(async () => {
      const answer = await inChildProcess(uploadScript, [documentsUrl, admin.authorization, filePath]);
      return JSON.parse(answer) as { _id: string; contentToken: string };
    });
    const download = await peakGrowth(async () => {
      const paths = recordDocumentPaths('/api/person/persons', person.registration);
      const bytes = Number(
        await inChildProcess(downloadScript, [`${origin}${paths.content(upload.result, 'attachment')}`]),
      );
      if (bytes !== megabytes * 1024 * 1024) throw new Error(`download: ${bytes} bytes`);
      return bytes;
    });
    rows.push({
      database: database.name,
      container,
      round,
      'upload MB/s': Number((megabytes / upload.seconds).toFixed(1)),
      'upload allocated MB': Number(upload.allocatedMb.toFixed(1)),
      ...(measureLive && {
        'upload live MB': Number(upload.liveMb.toFixed(1)),
        'upload live / target': Number((upload.liveMb / targetGrowthMb).toFixed(2)),
      }),
      'download MB/s': Number((megabytes / download.seconds).toFixed(1)),
      'download allocated MB': Number(download.allocatedMb.toFixed(1)),
      ...(measureLive && {
        'download live MB': Number(download.liveMb.toFixed(1)),
        'download live / target': Number((download.liveMb / targetGrowthMb).toFixed(2)),
      }),
    });
  }
  await testApp.close();
}
s3.stop();
await rm(folder, { recursive: true, force: true });
console.log(
  `${megabytes} MB document, ${rounds} rounds per database; growth of heap and buffers against ${targetGrowthMb} MB`,
);
console.table(rows);
