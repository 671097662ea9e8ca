import { LessorError } from '@lessor/domain/errors';
import type { FastifyRequest } from 'fastify';

/**
 * The one file a multipart request uploads, its name and bytes (the scope registers
 * `@fastify/multipart` with its size limit): the catalogue's `MISSING_FILE_IN_REQUEST` without one,
 * `BODY_TOO_LARGE` past the limit.
 */
export async function uploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new LessorError('MISSING_FILE_IN_REQUEST');
  const file = await request.file().catch(() => undefined);
  if (!file) throw new LessorError('MISSING_FILE_IN_REQUEST');
  const bytes = await file.toBuffer().catch(() => {
    throw new LessorError('BODY_TOO_LARGE', [maxBytes]);
  });
  return { fileName: file.filename, bytes };
}

/** The bytes of the one file a multipart request uploads (see `uploadedFile`). */
export async function uploadedFileBytes(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await uploadedFile(request, maxBytes)).bytes;
}
