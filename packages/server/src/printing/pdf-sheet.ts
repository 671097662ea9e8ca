import { PdfPageWriter } from './pdf-page-writer.ts';

/** A column of a table: its header, its share of the page's width, and how its cells align. */
export interface SheetColumn {
  header: string;
  /** Parts of the width, summed over the columns. */
  width: number;
  align?: 'left' | 'right';
}

const bodySize = 10;
const lineHeight = 14;
/** Where a field's value starts, right of its label. */
const valueOffset = 150;

/**
 * A printed document written top to bottom (pdf-page-writer.ts): headings, label–value lines,
 * paragraphs and tables, a new page when one is full (a table repeats its header there), and each
 * page numbered in its footer.
 */
export class PdfSheet {
  readonly #writer: PdfPageWriter;
  readonly #footer: string;

  private constructor(writer: PdfPageWriter, footer: string) {
    this.#writer = writer;
    this.#footer = footer;
  }

  /** A new document: `title` is its PDF title, `footer` the text beside each page's number. */
  static async create(title: string, footer: string): Promise<PdfSheet> {
    return new PdfSheet(await PdfPageWriter.create(title), footer);
  }

  heading(text: string, size = 16): this {
    this.#writer.down(size + 8);
    this.#writer.text(text, { x: this.#writer.left, size, bold: true });
    this.#writer.down(4);
    return this;
  }

  /** A label and its value on one line, the label in bold; an empty value is left out. */
  field(label: string, value: string | undefined): this {
    if (value === undefined || value === '') return this;
    const { left, right } = this.#writer;
    this.#writer.down(lineHeight);
    this.#writer.text(label, { x: left, bold: true, width: valueOffset - 8 });
    this.#writer.text(value, { x: left + valueOffset, width: right - left - valueOffset });
    return this;
  }

  /** Text wrapped to the page's width, paragraph by paragraph. */
  paragraph(text: string): this {
    for (const line of this.#wrap(text)) {
      this.#writer.down(lineHeight);
      this.#writer.text(line, { x: this.#writer.left });
    }
    return this;
  }

  /** Goes on on a new page: a document of several parts (one mandate a page). */
  pageBreak(): this {
    this.#writer.newPage();
    return this;
  }

  space(points = bodySize): this {
    this.#writer.down(points);
    return this;
  }

  /** A table; `total` is a last row in bold, under a rule. */
  table(
    columns: readonly SheetColumn[],
    rows: readonly (readonly string[])[],
    total?: readonly string[],
  ): this {
    const { left, right } = this.#writer;
    const parts = columns.reduce((sum, column) => sum + column.width, 0);
    // Where each column starts, and the last one ends.
    const edges = [left];
    for (const column of columns)
      edges.push((edges.at(-1) ?? left) + (column.width / parts) * (right - left));
    const writeRow = (cells: readonly string[], bold: boolean) =>
      cells.forEach((cell, index) => {
        const start = edges[index] ?? left;
        const end = (edges[index + 1] ?? right) - 4;
        const alignRight = columns[index]?.align === 'right';
        this.#writer.text(cell, {
          x: alignRight ? end : start,
          bold,
          width: end - start,
          align: alignRight ? 'right' : 'left',
        });
      });
    const writeHeader = () => {
      writeRow(
        columns.map((column) => column.header),
        true,
      );
      this.#writer.rule();
    };
    // The header and a first row together: a header never ends a page alone.
    this.#writer.down(2 * lineHeight);
    this.#writer.down(-lineHeight);
    writeHeader();
    for (const row of rows) {
      if (this.#writer.down(lineHeight)) {
        writeHeader();
        this.#writer.down(lineHeight);
      }
      writeRow(row, false);
    }
    if (total) {
      this.#writer.rule();
      this.#writer.down(lineHeight + 2);
      writeRow(total, true);
    }
    this.#writer.down(lineHeight / 2);
    return this;
  }

  save(): Promise<Uint8Array> {
    return this.#writer.save(this.#footer);
  }

  #wrap(text: string): string[] {
    const width = this.#writer.right - this.#writer.left;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (line !== '' && this.#writer.widthOf(candidate, bodySize) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }
}
