import { LessorError } from '@lessor/domain/errors';
import type { FastifyRequest } from 'fastify';
import { type SpooledFile, withUploadSpool } from '../storage/upload-spool.ts';

/** The largest file a record accepts: scans, signed contracts and photos, not videos. */
const maxDocumentBytes = 20 * 1024 * 1024;

/** The multipart limits the documents routes register: one file and its two optional fields. */
export const documentUploadLimits = { fileSize: maxDocumentBytes, files: 1, fields: 4, parts: 5 };

export interface DocumentUpload {
  file: SpooledFile;
  fileName: string;
  mimeType: string;
  /** The `type` and `name` fields sent beside the file (foundation.md §7). */
  type: string | undefined;
  name: string | undefined;
  /** The file field a file is uploaded for (`POST {route}/uploads`). */
  field: string | undefined;
  /** Every field sent beside the file, for routes that take others. */
  fields: Readonly<Record<string, string>>;
}

/**
 * Receives `POST {route}/{id}/documents` and `POST {route}/uploads`: a multipart body with one
 * `file` and optional `type`, `name` and `field` fields, in any order. The file streams to disk,
 * and `work` runs once the whole body is in, so a refused or broken upload leaves nothing behind.
 */
export async function receiveDocumentUpload<T>(
  request: FastifyRequest,
  work: (upload: DocumentUpload) => Promise<T>,
  { maxBytes = maxDocumentBytes }: { maxBytes?: number } = {},
): Promise<T> {
  if (!request.isMultipart()) throw new LessorError('MISSING_FILE_IN_REQUEST');
  return withUploadSpool(async (spool) => {
    let file: Pick<DocumentUpload, 'file' | 'fileName' | 'mimeType'> | undefined;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const received = await spool.receive(part.file);
          if (part.file.truncated) throw new LessorError('BODY_TOO_LARGE', [maxBytes]);
          file = { file: received, fileName: part.filename, mimeType: part.mimetype };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw uploadError(error, maxBytes);
    }
    if (!file) throw new LessorError('MISSING_FILE_IN_REQUEST');
    if (file.file.size === 0) throw new LessorError('INVALID_FIELD_IN_BODY', ['file']);
    return work({ ...file, type: fields.type, name: fields.name, field: fields.field, fields });
  });
}

/** What a failure of the multipart reader means for the caller. */
function uploadError(error: unknown, maxBytes: number): LessorError {
  if (error instanceof LessorError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new LessorError('BODY_TOO_LARGE', [maxBytes]);
  if (code === 'FST_FILES_LIMIT') return new LessorError('INVALID_FIELD_IN_BODY', ['file']);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new LessorError('INVALID_FIELD_IN_BODY', ['fields']);
  // A truncated or malformed body: nothing usable was sent.
  return new LessorError('MISSING_FILE_IN_REQUEST');
}
