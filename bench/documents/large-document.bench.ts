// A 20 MB document uploaded to a record and read back, on each test database and in each kind of
// storage container (the built-in folder, an S3 bucket): throughput, and how much the server's
// memory (JavaScript heap and buffers) grows meanwhile, against a 10 MB target. The client streams
// the file from disk and counts the answer's bytes without keeping them, so what grows is the
// server's share (both run in this process); the S3 service (s3rver) runs in a process of its own.
// Run: npx node --expose-gc bench/documents/large-document.bench.ts

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { objectStorageContainerPath, recordDocumentPaths } from '@lessor/domain/api';
import { startTestApp } from '../../packages/server/src/testing/test-app.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const megabytes = 20;
const targetGrowthMb = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

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
const boundary = 'lessor-bench-boundary';

/** A multipart body of one file, read from disk as it is sent: the client holds no copy of it. */
async function* multipartFile(path: string): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="scan.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  yield* createReadStream(path);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

const rows: Record<string, unknown>[] = [];
for (const [database, container] of (await availableTestDatabases()).flatMap((database) =>
  (['local', 's3'] as const).map((container) => [database, container] as const),
)) {
  const testApp = await startTestApp(await database.open());
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(testApp.app.server.address() as { port: number }).port}`;
  const admin = await testApp.tenantClient('bench');
  const headers = { authorization: admin.authorization };
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
      const response = await fetch(documentsUrl, {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Readable.toWeb(Readable.from(multipartFile(filePath))) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return (await response.json()) as { _id: string; contentToken: string };
    });
    const download = await peakGrowth(async () => {
      const paths = recordDocumentPaths('/api/person/persons', person.registration);
      const response = await fetch(`${origin}${paths.content(upload.result, 'attachment')}`);
      let bytes = 0;
      const reader = response.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read())
        bytes += read.value.length;
      if (bytes !== megabytes * 1024 * 1024) throw new Error(`download: ${response.status}, ${bytes} bytes`);
      return bytes;
    });
    rows.push({
      database: database.name,
      container,
      round,
      'upload MB/s': Number((megabytes / upload.seconds).toFixed(1)),
      'upload allocated MB': Number(upload.allocatedMb.toFixed(1)),
      'upload live MB': Number(upload.liveMb.toFixed(1)),
      'upload live / target': Number((upload.liveMb / targetGrowthMb).toFixed(2)),
      'download MB/s': Number((megabytes / download.seconds).toFixed(1)),
      'download allocated MB': Number(download.allocatedMb.toFixed(1)),
      'download live MB': Number(download.liveMb.toFixed(1)),
      'download live / target': Number((download.liveMb / targetGrowthMb).toFixed(2)),
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
