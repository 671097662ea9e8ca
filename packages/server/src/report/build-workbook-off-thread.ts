import { Worker } from 'node:worker_threads';
import { LessorError } from '@lessor/domain/errors';
import { Turns } from '../limits/turns.ts';
import type { WorkerAnswer } from './build-workbook.worker.ts';
import { exportLimits } from './excel-export-schema.ts';

/** Workbooks built at once, on a server of two cores or more; the rest wait their turn. */
const maxRunning = 2;
/** Exports waiting beyond this are refused: each waiting one holds its body in memory. */
const maxWaiting = 4;
/** A worker's heap: the largest allowed export needs about half of it. */
const workerHeapMb = 1024;

const turns = new Turns(maxRunning, maxWaiting);

/**
 * The file name and .xlsx bytes of an export body (JSON, unparsed), built by a worker thread so that
 * the event loop keeps serving every tenant meanwhile; at most `maxRunning` at once.
 */
export async function buildWorkbookOffThread(body: Buffer): Promise<{ fileName: string; bytes: Buffer }> {
  const answer = await turns.run(() => runWorker(body));
  if (!answer.ok) throw new LessorError(answer.code, answer.params);
  const { fileName, bytes } = answer;
  return { fileName, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

function runWorker(body: Buffer): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./build-workbook.worker.ts', import.meta.url), {
      workerData: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    worker.once('message', (answer: WorkerAnswer) => resolve(answer));
    worker.once('error', (error: Error & { code?: string }) =>
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new LessorError('EXPORT_TOO_LARGE', [exportLimits.cells, 'cells'])
          : error,
      ),
    );
    worker.once('exit', () => reject(new Error('the workbook worker stopped without an answer')));
  });
}
