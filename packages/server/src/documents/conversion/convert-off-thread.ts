import { Worker } from 'node:worker_threads';
import { LessorError } from '@lessor/domain/errors';
import { Turns } from '../../limits/turns.ts';
import type { ConversionAnswer, ConversionTask } from './conversion.worker.ts';

/** Conversions at once on a server of two cores or more; a few more wait, the rest are refused. */
const turns = new Turns(2, 8);
/** A worker's heap: a 20 MB photo decodes to some 200 MB of pixels. */
const workerHeapMb = 768;

/**
 * Runs one conversion in a worker thread of its own, stopped past the time limit (a crafted file
 * must not hold a core for ever); the worker's refusal comes back as the catalogue error it names.
 */
export async function convertOffThread(task: ConversionTask, timeLimitMs: number): Promise<Uint8Array> {
  const answer = await turns.run(() => runWorker(task, timeLimitMs));
  if (!answer.ok) throw new LessorError(answer.code, answer.params);
  return answer.bytes;
}

function runWorker(task: ConversionTask, timeLimitMs: number): Promise<ConversionAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./conversion.worker.ts', import.meta.url), {
      workerData: task,
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    const timer = setTimeout(() => {
      reject(new LessorError('CONVERSION_TOO_LONG', [task.name, timeLimitMs / 1000]));
      void worker.terminate();
    }, timeLimitMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (answer: ConversionAnswer) => {
      settle();
      resolve(answer);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle();
      resolve({
        ok: false,
        code: 'CONVERSION_FAILED',
        params: [
          task.name,
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'it is too large to read' : error.message,
        ],
      });
    });
    worker.once('exit', () => {
      settle();
      reject(new Error('the conversion worker stopped without an answer'));
    });
  });
}
