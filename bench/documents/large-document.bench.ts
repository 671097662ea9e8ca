// A 20 MB document uploaded to a record and read back, on each test database: throughput, and how
// much the server's memory (JavaScript heap and buffers) grows meanwhile, against a 10 MB target.
// The client streams the file from disk and counts the answer's bytes without keeping them, so
// what grows is the server's share (both run in this process).
// Run: npx node bench/documents/large-document.bench.ts
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordDocumentPaths } from '@lessor/domain/api';
import { startTestApp } from '../../packages/server/src/testing/test-app.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const megabytes = 20;
const targetGrowthMb = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const folder = await mkdtemp(join(tmpdir(), 'lessor-bench-document-'));
const filePath = join(folder, 'scan.pdf');
await writeFile(filePath, randomBytes(megabytes * 1024 * 1024));

/** The largest growth of heap and buffers over a baseline while `work` runs, sampled every 2 ms. */
async function peakGrowth<T>(
  work: () => Promise<T>,
): Promise<{ result: T; growthMb: number; seconds: number }> {
  globalThis.gc?.();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 2);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return {
      result,
      growthMb: (peak - baseline) / 1024 / 1024,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    clearInterval(sampler);
  }
}

const rows: Record<string, unknown>[] = [];
for (const database of await availableTestDatabases()) {
  const testApp = await startTestApp(await database.open());
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(testApp.app.server.address() as { port: number }).port}`;
  const admin = await testApp.tenantClient('bench');
  const headers = { authorization: admin.authorization };
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
      const form = new FormData();
      form.append('file', await openAsBlob(filePath, { type: 'application/pdf' }), 'scan.pdf');
      const response = await fetch(documentsUrl, { method: 'POST', headers, body: form });
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
      round,
      'upload MB/s': Number((megabytes / upload.seconds).toFixed(1)),
      'upload growth MB': Number(upload.growthMb.toFixed(1)),
      'upload / target': Number((upload.growthMb / targetGrowthMb).toFixed(2)),
      'download MB/s': Number((megabytes / download.seconds).toFixed(1)),
      'download growth MB': Number(download.growthMb.toFixed(1)),
      'download / target': Number((download.growthMb / targetGrowthMb).toFixed(2)),
    });
  }
  await testApp.close();
}
await rm(folder, { recursive: true, force: true });
console.log(
  `${megabytes} MB document, ${rounds} rounds per database; growth of heap and buffers against ${targetGrowthMb} MB`,
);
console.table(rows);
