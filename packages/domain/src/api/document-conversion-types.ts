import { pdfImageExtensions, pdfSourceExtensions } from '../formats/text/field-defaults.ts';

/**
 * Turning a record's document into a PDF, and stamping a copy with a watermark (foundation.md §5,
 * files; §9, watermark defaults). Each answers a new document of the record, beside the original.
 */

/** What `POST …/documents/{id}/pdf` accepts. */
export const pdfConversionExtensions: readonly string[] = [...pdfSourceExtensions, ...pdfImageExtensions];

/** What `POST …/documents/{id}/watermark` accepts: PDFs stay PDFs, images are re-encoded as JPEG. */
export const watermarkExtensions: readonly string[] = ['pdf', ...pdfImageExtensions];

/**
 * A watermark's text and look. The angle is in degrees as on screen: −45 rises from the lower left
 * to the upper right; the size is the text's height in pixels (points on a PDF page).
 */
export interface WatermarkRequest {
  text: string;
  angle?: number;
  size?: number;
  /** From 0 (unseen) to 1 (opaque). */
  opacity?: number;
}

/** The watermark's defaults, and the quality a stamped image is re-encoded at (0 to 1). */
export const watermarkDefaults = { angle: -45, size: 18, opacity: 0.7, jpegQuality: 0.85 } as const;

/** The longest watermark text: a line across a page, not a paragraph. */
export const maxWatermarkLength = 100;

/** The paths that convert and stamp one document of a record (from `recordDocumentPaths(…).item`). */
export const documentConversionPaths = (documentPath: string) => ({
  pdf: `${documentPath}/pdf`,
  watermark: `${documentPath}/watermark`,
});
