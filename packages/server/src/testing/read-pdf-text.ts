import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text lines a PDF written with pdf-lib's standard fonts shows, page by page: each `<hex> Tj`
 * of its content streams, decoded from Windows-1252. pdf-lib reads files but extracts no text,
 * and the invoices' documents hold nothing else, so this is enough to read one back in a test.
 */
export async function readPdfText(bytes: Uint8Array): Promise<{ pageCount: number; pages: string[][] }> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((item) => pdf.context.lookup(item)) : [contents];
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) return [];
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        windows1252.decode(Buffer.from(match[1] ?? '', 'hex')),
      );
    });
  });
  return { pageCount: pdf.getPageCount(), pages };
}

const windows1252 = new TextDecoder('windows-1252');
