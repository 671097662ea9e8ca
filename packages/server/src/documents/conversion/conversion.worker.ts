import { parentPort, workerData } from 'node:worker_threads';
import type { ErrorCode } from '@lessor/domain/errors';
import { imageToPdf } from './image-to-pdf.ts';
import type { Watermark } from './watermark.ts';
import { watermarkImage } from './watermark-image.ts';
import { UnwritableTextError, watermarkPdf } from './watermark-pdf.ts';

/** What a worker is asked: one file and what to make of it. */
export type ConversionTask =
  | { kind: 'image-to-pdf'; name: string; extension: 'jpeg' | 'jpg' | 'png'; bytes: Uint8Array }
  | { kind: 'watermark-pdf'; name: string; bytes: Uint8Array; watermark: Watermark }
  | { kind: 'watermark-image'; name: string; bytes: Uint8Array; watermark: Watermark };

/** What it answers: the bytes made, or the catalogue code and parameters of why not. */
export type ConversionAnswer =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; code: ErrorCode; params: unknown[] };

function perform(task: ConversionTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'image-to-pdf':
      return imageToPdf(task.bytes, task.extension);
    case 'watermark-pdf':
      return watermarkPdf(task.bytes, task.watermark);
    case 'watermark-image':
      return watermarkImage(task.bytes, task.watermark);
  }
}

/**
 * Decoding images and rewriting PDFs take seconds of CPU on large files: a worker thread does it,
 * so the event loop keeps serving every tenant. A file the libraries cannot read is told as such.
 */
async function answer(task: ConversionTask): Promise<ConversionAnswer> {
  try {
    return { ok: true, bytes: await perform(task) };
  } catch (error) {
    if (error instanceof UnwritableTextError)
      return { ok: false, code: 'INVALID_FIELD_IN_BODY', params: ['text'] };
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, code: 'CONVERSION_FAILED', params: [task.name, reason] };
  }
}

const task = workerData as ConversionTask;
const result = await answer(task);
parentPort?.postMessage(result, result.ok ? [result.bytes.buffer as ArrayBuffer] : []);
