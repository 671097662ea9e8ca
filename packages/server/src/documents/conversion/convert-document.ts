import { pdfConversionExtensions, watermarkExtensions } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { fieldMessages } from '@lessor/domain/fields';
import { pdfImageExtensions, pdfSourceExtensions } from '@lessor/domain/formats';
import { extensionOf } from '@lessor/domain/validation';
import { convertOffThread } from './convert-off-thread.ts';
import { officeToPdf } from './libre-office.ts';
import type { Watermark } from './watermark.ts';

/** A document's file: its name and bytes. */
export interface SourceFile {
  name: string;
  bytes: Uint8Array;
}

/** A file made from a document, to keep beside it. */
export interface MadeFile {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** How long one conversion may run (LibreOffice's first start alone takes seconds). */
export interface ConversionLimits {
  timeLimitMs: number;
  /** LibreOffice's command, when not the one found on the PATH. */
  soffice?: string | undefined;
}

const images: readonly string[] = pdfImageExtensions;
const officeFiles: readonly string[] = pdfSourceExtensions;

/**
 * The PDF of an office file (LibreOffice headless) or an image (pdf-lib); anything else is refused
 * with the spec's sentence and the formats it accepts.
 */
export async function convertToPdf(file: SourceFile, limits: ConversionLimits): Promise<MadeFile> {
  const extension = acceptedExtension(file.name, pdfConversionExtensions);
  const name = `${baseName(file.name)}.pdf`;
  const bytes = officeFiles.includes(extension)
    ? await officeToPdf(file, limits)
    : await convertOffThread(
        { kind: 'image-to-pdf', name: file.name, extension: extension as 'png', bytes: file.bytes },
        limits.timeLimitMs,
      );
  return { name, mimeType: 'application/pdf', bytes };
}

/** A copy of a PDF or an image stamped with the watermark; an image comes back as a JPEG. */
export async function stampWatermark(
  file: SourceFile,
  watermark: Watermark,
  limits: ConversionLimits,
): Promise<MadeFile> {
  const extension = acceptedExtension(file.name, watermarkExtensions);
  const image = images.includes(extension);
  const bytes = await convertOffThread(
    { kind: image ? 'watermark-image' : 'watermark-pdf', name: file.name, bytes: file.bytes, watermark },
    limits.timeLimitMs,
  );
  const name = `${baseName(file.name)} (${watermark.text}).${image ? 'jpg' : 'pdf'}`;
  return { name, mimeType: image ? 'image/jpeg' : 'application/pdf', bytes };
}

function acceptedExtension(name: string, accepted: readonly string[]): string {
  const extension = extensionOf(name);
  if (accepted.includes(extension)) return extension;
  const message = fieldMessages.forbiddenExtension(extension, accepted);
  throw new LessorError(
    'INVALID_FILE_EXTENSION',
    [extension],
    [{ field: 'name', code: 'INVALID_FILE_EXTENSION', message }],
  );
}

function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
