/** Characters of the PDF's WinAnsi encoding that Latin-1 places elsewhere or lacks. */
const winAnsi: Readonly<Record<string, number>> = { '€': 0x80, '’': 0x92, '–': 0x96, '—': 0x97 };

/**
 * A one-page PDF of lines of text in Helvetica: what a demo document needs to open in a viewer,
 * without a PDF library. Characters outside WinAnsi are written as '?'.
 * @example textPdf(['Lease agreement CTR00000001', 'Client: Garage du Rhône SAS'])
 */
export function textPdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${escaped(line)}) Tj`).join('\n');
  const stream = `BT /F1 11 Tf 56 780 Td 16 TL\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function escaped(line: string): string {
  return [...line]
    .map((character) => {
      const code = winAnsi[character] ?? character.charCodeAt(0);
      if (code > 0xff) return '?';
      const byte = String.fromCharCode(code);
      return byte === '\\' || byte === '(' || byte === ')' ? `\\${byte}` : byte;
    })
    .join('');
}
