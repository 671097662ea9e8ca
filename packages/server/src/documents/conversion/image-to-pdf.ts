/** The margin around the image on its page, in points. */
const margin = 36;

/**
 * A one-page A4 PDF of a JPEG or PNG image, the page turned as the image is, the image centred and
 * shrunk to fit its margins (never enlarged: a small scan stays sharp).
 */
export async function imageToPdf(image: Uint8Array, extension: 'jpeg' | 'jpg' | 'png'): Promise<Uint8Array> {
  const { PageSizes, PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const embedded = extension === 'png' ? await pdf.embedPng(image) : await pdf.embedJpg(image);
  const [shortSide, longSide] = PageSizes.A4;
  const landscape = embedded.width > embedded.height;
  const [width, height] = landscape ? [longSide, shortSide] : [shortSide, longSide];
  const scale = Math.min(1, (width - 2 * margin) / embedded.width, (height - 2 * margin) / embedded.height);
  const drawn = embedded.scale(scale);
  pdf
    .addPage([width, height])
    .drawImage(embedded, { x: (width - drawn.width) / 2, y: (height - drawn.height) / 2, ...drawn });
  return pdf.save();
}
