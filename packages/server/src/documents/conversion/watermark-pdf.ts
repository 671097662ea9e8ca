import type { PDFFont } from 'pdf-lib';
import type { Watermark } from './watermark.ts';

/**
 * Stamps every page of a PDF with the watermark's text, repeated across the page so that no part of
 * it can be cut out unmarked. The angle is on-screen degrees (y downwards), hence its sign flips on
 * the PDF page (y upwards).
 */
export async function watermarkPdf(bytes: Uint8Array, watermark: Watermark): Promise<Uint8Array> {
  const { degrees, grayscale, PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  assertWritable(font, watermark.text);
  const textWidth = font.widthOfTextAtSize(watermark.text, watermark.size);
  const step = { x: textWidth + 4 * watermark.size, y: 6 * watermark.size };
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    // The rotated rows start beyond the page's corners, so that the turned text covers all of it.
    const reach = Math.hypot(width, height);
    for (let y = -reach; y < reach; y += step.y)
      for (let x = -reach; x < reach; x += step.x) {
        const turned = rotate(x, y, -watermark.angle);
        page.drawText(watermark.text, {
          x: width / 2 + turned.x,
          y: height / 2 + turned.y,
          size: watermark.size,
          font,
          color: grayscale(0.5),
          opacity: watermark.opacity,
          rotate: degrees(-watermark.angle),
        });
      }
  }
  return pdf.save();
}

function rotate(x: number, y: number, angle: number): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180;
  return {
    x: x * Math.cos(radians) - y * Math.sin(radians),
    y: x * Math.sin(radians) + y * Math.cos(radians),
  };
}

/** A text the page's font cannot write. */
export class UnwritableTextError extends Error {}

/** The standard fonts write Latin text only (WinAnsi): other text is refused rather than garbled. */
function assertWritable(font: PDFFont, text: string): void {
  try {
    font.encodeText(text);
  } catch {
    throw new UnwritableTextError(
      `The watermark "${text}" has characters a PDF's standard font cannot write`,
    );
  }
}
