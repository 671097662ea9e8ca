import { grayscale, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A column of a table: its header, its share of the page's width, and how its cells align. */
export interface SheetColumn {
  header: string;
  /** Parts of the width, summed over the columns. */
  width: number;
  align?: 'left' | 'right';
}

const a4 = { width: 595.28, height: 841.89 };
const margin = 48;
const bodySize = 10;
const lineGap = 4;
const footerSize = 8;

/**
 * A printed document written top to bottom on A4 pages with the PDF standard fonts: headings,
 * label–value lines, paragraphs and tables, a new page when one is full (a table repeats its
 * header there), and each page numbered. A character the standard fonts cannot write (they
 * cover Western European text, € included) is written as '?' rather than failing the document.
 */
export class PdfSheet {
  readonly #pdf: PDFDocument;
  readonly #regular: PDFFont;
  readonly #bold: PDFFont;
  readonly #footer: string;
  #page!: PDFPage;
  #y = 0;

  private constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont, footer: string) {
    this.#pdf = pdf;
    this.#regular = regular;
    this.#bold = bold;
    this.#footer = footer;
    this.#newPage();
  }

  /** A new document: `title` is its PDF title, `footer` the text beside each page's number. */
  static async create(title: string, footer: string): Promise<PdfSheet> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setCreator('Lessor');
    pdf.setProducer('Lessor');
    // A document printed twice is the same document: no creation time of the moment in it.
    pdf.setCreationDate(new Date(0));
    pdf.setModificationDate(new Date(0));
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfSheet(pdf, regular, bold, footer);
  }

  get #width(): number {
    return a4.width - 2 * margin;
  }

  heading(text: string, size = 16): this {
    this.#room(size + 2 * lineGap);
    this.#y -= size;
    this.#write(text, margin, size, this.#bold);
    this.#y -= 2 * lineGap;
    return this;
  }

  /** A label and its value on one line, the label in bold; an empty value is left out. */
  field(label: string, value: string | undefined): this {
    if (value === undefined || value === '') return this;
    this.#room(bodySize + lineGap);
    this.#y -= bodySize;
    this.#write(label, margin, bodySize, this.#bold);
    this.#write(value, margin + 150, bodySize, this.#regular);
    this.#y -= lineGap;
    return this;
  }

  /** Text wrapped to the page's width, paragraph by paragraph. */
  paragraph(text: string): this {
    for (const line of this.#wrap(text, this.#width, bodySize)) {
      this.#room(bodySize + lineGap);
      this.#y -= bodySize;
      this.#write(line, margin, bodySize, this.#regular);
      this.#y -= lineGap;
    }
    return this;
  }

  /** Goes on on a new page: a document of several parts (one mandate a page). */
  pageBreak(): this {
    this.#newPage();
    return this;
  }

  space(points = bodySize): this {
    this.#y -= points;
    return this;
  }

  /** A table; `total` is a last row in bold. */
  table(
    columns: readonly SheetColumn[],
    rows: readonly (readonly string[])[],
    total?: readonly string[],
  ): this {
    const parts = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / parts) * this.#width);
    const writeRow = (cells: readonly string[], font: PDFFont) => {
      this.#y -= bodySize;
      let x = margin;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        const text = this.#fit(cell, width - 4, bodySize, font);
        const left =
          columns[index]?.align === 'right' ? x + width - 4 - font.widthOfTextAtSize(text, bodySize) : x;
        this.#write(text, left, bodySize, font);
        x += width;
      });
      this.#y -= lineGap;
    };
    const writeHeader = () => {
      writeRow(
        columns.map((column) => column.header),
        this.#bold,
      );
      this.#rule();
    };
    this.#room(3 * (bodySize + lineGap));
    writeHeader();
    for (const row of rows) {
      if (this.#y - bodySize - lineGap < margin + footerSize) {
        this.#newPage();
        writeHeader();
      }
      writeRow(row, this.#regular);
    }
    if (total) {
      this.#room(bodySize + 2 * lineGap);
      this.#rule();
      writeRow(total, this.#bold);
    }
    this.#y -= lineGap;
    return this;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.#pdf.getPages();
    pages.forEach((page, index) => {
      const text = this.#printable(`${this.#footer} · ${index + 1}/${pages.length}`, this.#regular);
      page.drawText(text, {
        x: margin,
        y: margin / 2,
        size: footerSize,
        font: this.#regular,
        color: grayscale(0.4),
      });
    });
    return this.#pdf.save();
  }

  #newPage(): void {
    this.#page = this.#pdf.addPage([a4.width, a4.height]);
    this.#y = a4.height - margin;
  }

  /** Starts a new page unless `height` points fit above the footer. */
  #room(height: number): void {
    if (this.#y - height < margin + footerSize) this.#newPage();
  }

  #rule(): void {
    this.#page.drawLine({
      start: { x: margin, y: this.#y + 1 },
      end: { x: a4.width - margin, y: this.#y + 1 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.#y -= lineGap;
  }

  #write(text: string, x: number, size: number, font: PDFFont): void {
    this.#page.drawText(this.#printable(text, font), { x, y: this.#y, size, font });
  }

  /** The text cut with an ellipsis to fit `width`. */
  #fit(text: string, width: number, size: number, font: PDFFont): string {
    const printable = this.#printable(text, font);
    if (font.widthOfTextAtSize(printable, size) <= width) return printable;
    let cut = printable;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  #wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (
          line !== '' &&
          this.#regular.widthOfTextAtSize(this.#printable(candidate, this.#regular), size) > width
        ) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  /** The text with each character the font cannot write replaced by '?'. */
  #printable(text: string, font: PDFFont): string {
    const characters = characterSetOf(font);
    return [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((char) => (characters.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }
}

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function characterSetOf(font: PDFFont): ReadonlySet<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}
