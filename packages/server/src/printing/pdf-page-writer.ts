import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/** A4 portrait, in points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 50;

export interface TextOptions {
  x: number;
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** `right`: `x` is where the text ends (amounts line up on their decimals' side). */
  align?: 'left' | 'right';
  /** Longest width the text may take; a longer one is cut with an ellipsis. */
  width?: number;
}

/**
 * Writes lines of text down A4 pages with pdf-lib's standard Helvetica, starting a new page when
 * one is full. The standard fonts carry no glyph outside Windows-1252 (and embedding one would
 * cost a font file): Intl's narrow spaces become no-break spaces, other characters a '?'.
 */
export class PdfPageWriter {
  readonly #pdf: PDFDocument;
  readonly #regular: Glyphs;
  readonly #bold: Glyphs;
  readonly #grey: Color;
  #page: PDFPage;
  #y: number;

  private constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont, grey: Color) {
    this.#pdf = pdf;
    this.#grey = grey;
    this.#regular = new Glyphs(regular);
    this.#bold = new Glyphs(bold);
    this.#page = pdf.addPage(pageSize);
    this.#y = pageSize[1] - margin;
  }

  /** A document of one empty page; its metadata holds the title and no date, so a render is repeatable. */
  static async create(title: string): Promise<PdfPageWriter> {
    // pdf-lib is loaded with the first document: most servers never print, and it weighs 20 MB.
    const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.setTitle(title);
    pdf.setCreator('Lessor');
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new PdfPageWriter(pdf, regular, bold, rgb(0.45, 0.45, 0.45));
  }

  /** The width between the margins. */
  get right(): number {
    return pageSize[0] - margin;
  }

  get left(): number {
    return margin;
  }

  /**
   * Moves the pen down by `height`, to the top of a new page when this one has no room left;
   * answers whether it turned the page (a table then writes its header again).
   */
  down(height: number): boolean {
    const turned = this.#y - height < margin;
    if (turned) this.newPage();
    this.#y -= height;
    return turned;
  }

  /** Goes on at the top of a new page. */
  newPage(): void {
    this.#page = this.#pdf.addPage(pageSize);
    this.#y = pageSize[1] - margin;
  }

  /** How wide a text is written, once made writable. */
  widthOf(value: string, size: number, bold = false): number {
    const glyphs = bold ? this.#bold : this.#regular;
    return glyphs.font.widthOfTextAtSize(glyphs.fit(value, size, undefined), size);
  }

  /** Writes one line of text on the pen's line. */
  text(value: string, options: TextOptions): void {
    const glyphs = options.bold ? this.#bold : this.#regular;
    const size = options.size ?? 10;
    const shown = glyphs.fit(value, size, options.width);
    const width = glyphs.font.widthOfTextAtSize(shown, size);
    this.#page.drawText(shown, {
      x: options.align === 'right' ? options.x - width : options.x,
      y: this.#y,
      size,
      font: glyphs.font,
      ...(options.muted ? { color: this.#grey } : {}),
    });
  }

  /** A thin rule across the page, just under the pen's line. */
  rule(): void {
    const y = this.#y - 4;
    this.#page.drawLine({
      start: { x: margin, y },
      end: { x: this.right, y },
      thickness: 0.5,
      color: this.#grey,
    });
  }

  /** The document's bytes; with a footer, each page carries it and its number (`· 2/3`). */
  save(footer?: string): Promise<Uint8Array> {
    if (footer !== undefined) {
      const pages = this.#pdf.getPages();
      pages.forEach((page, index) => {
        const text = this.#regular.fit(`${footer} · ${index + 1}/${pages.length}`, 8, this.right - margin);
        page.drawText(text, {
          x: margin,
          y: margin / 2,
          size: 8,
          font: this.#regular.font,
          color: this.#grey,
        });
      });
    }
    return this.#pdf.save();
  }
}

/** What a standard font can write, and text made writable with it. */
class Glyphs {
  readonly font: PDFFont;
  readonly #known: ReadonlySet<number>;

  constructor(font: PDFFont) {
    this.font = font;
    this.#known = new Set(font.getCharacterSet());
  }

  /** The text with only characters the font has, cut with an ellipsis to fit `width` when given. */
  fit(value: string, size: number, width: number | undefined): string {
    const writable = this.#writable(value);
    if (width === undefined || this.font.widthOfTextAtSize(writable, size) <= width) return writable;
    const characters = [...writable];
    while (characters.length > 0 && this.font.widthOfTextAtSize(`${characters.join('')}…`, size) > width)
      characters.pop();
    return `${characters.join('')}…`;
  }

  #writable(value: string): string {
    const spaced = value.replace(/[\u2007\u2009\u202f]/g, '\u00a0').replace(/[\t\n\r\v\f]/g, ' ');
    return [...spaced]
      .map((character) => (this.#known.has(character.codePointAt(0) ?? 0) ? character : '?'))
      .join('');
  }
}
