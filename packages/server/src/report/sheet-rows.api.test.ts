import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestDatabases,
  multipart,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../testing/index.ts';

const [database] = await availableTestDatabases();
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (client: TestClient, bytes: Buffer, fileName = 'items.xlsx') =>
  client.request({
    method: 'POST',
    url: '/api/report/sheet-rows',
    ...multipart([{ name: 'file', value: bytes, fileName, type: xlsx }]),
  });

/** A catalogue as a company keeps it: a header row, prices, a rate shown as a percentage, a day. */
async function catalogueWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Price list 2026');
  sheet.addRow(['Name', 'Unit price', 'Discount', 'Catalogue date', 'Active']);
  sheet.addRow(['Tractor 5100M', 98_500.5, 0.035, new Date(Date.UTC(2026, 0, 15)), true]);
  sheet.addRow([
    { richText: [{ text: 'Forklift ' }, { text: 'EFG 425', font: { bold: true } }] },
    { formula: 'B2/2', result: 49_250.25 },
    null,
    null,
    false,
  ]);
  sheet.getColumn(3).numFmt = '0.0%';
  return Buffer.from(await book.xlsx.writeBuffer());
}

// The rows are read from the file sent alone, no table: one database is enough.
describe(`the rows of an uploaded workbook on the ${database?.name} database`, () => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    testApp = await startTestApp(await database.open());
    client = await testApp.tenantClient('sheetrows');
  });
  afterAll(() => testApp.close());

  it('answers the first sheet as typed cells: texts, numbers, percentages, days, formulas by their result', async () => {
    const response = await upload(client, await catalogueWorkbook());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sheet: 'Price list 2026',
      rows: [
        ['Name', 'Unit price', 'Discount', 'Catalogue date', 'Active'],
        ['Tractor 5100M', 98_500.5, { percent: 0.035 }, { date: '2026-01-15' }, true],
        ['Forklift EFG 425', 49_250.25, null, null, false],
      ],
    });
  });

  it('refuses a file that is not a workbook, and a request without a file, with their codes', async () => {
    const text = await upload(client, Buffer.from('Name;Unit price\nTractor;1000\n'), 'items.csv');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'INVALID_FILE_EXTENSION' });
    const empty = await client.request({ method: 'POST', url: '/api/report/sheet-rows', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'MISSING_FILE_IN_REQUEST' });
  });

  it('refuses a sheet of more rows than a form takes at once', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Too long');
    sheet.addRow(['Name']);
    for (let row = 0; row < 5001; row++) sheet.addRow([`Item ${row}`]);
    const response = await upload(client, Buffer.from(await book.xlsx.writeBuffer()));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'SHEET_TOO_LARGE' });
  });

  it('answers only a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/report/sheet-rows',
      ...multipart([{ name: 'file', value: await catalogueWorkbook(), fileName: 'items.xlsx', type: xlsx }]),
    });
    expect(response.statusCode).toBe(401);
  });
});
