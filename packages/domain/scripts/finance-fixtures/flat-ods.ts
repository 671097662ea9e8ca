import type { CaseArgument, SheetCase } from './spreadsheet-cases.ts';

/** Calc's name of each function, in OpenFormula syntax. */
const FORMULA_NAMES: Record<string, string> = {
  pmt: 'PMT',
  ipmt: 'IPMT',
  ppmt: 'PPMT',
  fv: 'FV',
  pv: 'PV',
  nper: 'NPER',
  rate: 'RATE',
  npv: 'NPV',
  irr: 'IRR',
  xnpv: 'XNPV',
  xirr: 'XIRR',
  effect: 'EFFECT',
  nominal: 'NOMINAL',
};

// Spreadsheet serial number of 1970-01-01 (day 0 is 1899-12-30).
const UNIX_EPOCH_SERIAL = 25_569;

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function serial(isoDate: string): number {
  return Date.parse(isoDate) / 86_400_000 + UNIX_EPOCH_SERIAL;
}

function literal(value: number): string {
  // Unary minus in parentheses keeps -0.5^2-like precedence questions out of the formula.
  return value < 0 ? `(-${String(-value)})` : String(value);
}

function floatCell(value: number): string {
  return `<table:table-cell office:value-type="float" office:value="${String(value)}"/>`;
}

function stringCell(text: string): string {
  return `<table:table-cell office:value-type="string"><text:p>${escapeXml(text)}</text:p></table:table-cell>`;
}

/** A flat ODF spreadsheet: one row per case in "results" (id, formula), ranges in "data". */
export function buildSheet(cases: readonly SheetCase[]): string {
  const dataRows: string[] = [];
  const rangeOf = (argument: Exclude<CaseArgument, number>): string => {
    const values = argument.map((item: number | string) => (typeof item === 'string' ? serial(item) : item));
    dataRows.push(`<table:table-row>${values.map(floatCell).join('')}</table:table-row>`);
    const row = dataRows.length;
    return `[data.A${row}:.${columnName(values.length - 1)}${row}]`;
  };
  const resultRows = cases.map((sheetCase) => {
    const name = FORMULA_NAMES[sheetCase.fn];
    if (!name) throw new Error(`No spreadsheet function for ${sheetCase.fn}`);
    const args = sheetCase.args.map((argument) =>
      typeof argument === 'number' ? literal(argument) : rangeOf(argument),
    );
    const formula = `of:=${name}(${args.join(';')})`;
    return `<table:table-row>${stringCell(sheetCase.id)}<table:table-cell table:formula="${escapeXml(formula)}"/></table:table-row>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet>
<table:table table:name="results">
${resultRows.join('\n')}
</table:table>
<table:table table:name="data">
${dataRows.join('\n')}
</table:table>
</office:spreadsheet></office:body></office:document>
`;
}

/** Calc's answer to one case: a number, or the error text it shows (#NUM!, Err:523, ...). */
export type SheetResult = { value: number } | { error: string };

/** Reads the computed "results" table of a converted flat ODF spreadsheet, by case id. */
export function readResults(document: string): Map<string, SheetResult> {
  const table = /<table:table table:name="results"[^>]*>([\s\S]*?)<\/table:table>/.exec(document)?.[1];
  if (!table) throw new Error('No results table in the converted sheet');
  const results = new Map<string, SheetResult>();
  for (const row of table.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells = [
      ...(row[1] ?? '').matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g),
    ];
    const id = /<text:p>([\s\S]*?)<\/text:p>/.exec(cells[0]?.[2] ?? '')?.[1];
    const attributes = cells[1]?.[1] ?? '';
    if (!id) continue;
    const value = /office:value="([^"]+)"/.exec(attributes)?.[1];
    const text = /<text:p>([\s\S]*?)<\/text:p>/.exec(cells[1]?.[2] ?? '')?.[1] ?? '';
    results.set(
      id,
      value !== undefined && !attributes.includes('string') ? { value: Number(value) } : { error: text },
    );
  }
  return results;
}
