import { LessorError } from '@lessor/domain/errors';
import type { FastifyRequest } from 'fastify';

/**
 * The bytes of the one file a multipart request uploads (the scope registers `@fastify/multipart`
 * with its size limit): the catalogue's `MISSING_FILE_IN_REQUEST` without one, `BODY_TOO_LARGE`
 * past the limit.
 */
export async function uploadedFileBytes(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new LessorError('MISSING_FILE_IN_REQUEST');
  const file = await request.file().catch(() => undefined);
  if (!file) throw new LessorError('MISSING_FILE_IN_REQUEST');
  return file.toBuffer().catch(() => {
    throw new LessorError('BODY_TOO_LARGE', [maxBytes]);
  });
}
