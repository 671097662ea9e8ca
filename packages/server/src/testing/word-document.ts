import PizZip from 'pizzip';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A Word (.docx) file of the given paragraphs, as Word writes its smallest: the parts a reader
 * needs and nothing else. The printing tests write their templates with it, tags and all.
 */
export function wordDocument(paragraphs: readonly string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`,
  );
  const body = paragraphs.map(
    (text) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

/** The text of a Word file's paragraphs, one line each: what a reader of it sees. */
export function wordText(file: Uint8Array): string {
  const xml = new PizZip(file).file('word/document.xml')?.asText() ?? '';
  return xml
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:br\/>/g)]
        .map((match) => (match[0] === '<w:br/>' ? '\n' : (match[1] ?? '')))
        .join(''),
    )
    .filter((line) => line !== '')
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
