import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../testing/index.ts';

const [database] = await availableTestDatabases();

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

// The export formats what the caller sends and reads no table, so one database is enough.
describe(`the Excel export on the ${database?.name} database`, () => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    testApp = await startTestApp(await database.open());
    client = await testApp.tenantClient('alpha');
  });
  afterAll(() => testApp.close());

  it('answers an .xlsx file with the headers, typed cells and a filter on the header row', async () => {
    const response = await client.request({
      method: 'POST',
      url: '/api/report/excel?entity=Invoice',
      payload: {
        fileName: 'Invoices été',
        sheetName: 'Invoices: 2026/03',
        autoFilter: true,
        columns: [
          { headerLabel: 'Registration', width: 16 },
          { headerLabel: 'Amount', format: 'currency' },
          { headerLabel: 'Due date', format: 'date', key: 'dueDate' },
        ],
        data: [['INV00000001', 1234.5, '2026-03-05T00:00:00.000Z'], { 0: 'ignored', dueDate: '2026-04-01' }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Invoices%20%C3%A9t%C3%A9.xlsx",
    );
    const sheet = await readWorkbook(response.rawPayload);
    expect(sheet.name).toBe('Invoices  2026 03');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Registration', 'Amount', 'Due date']);
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-03-05T00:00:00.000Z'));
    expect(sheet.getCell('C3').value).toEqual(new Date('2026-04-01T00:00:00.000Z'));
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBe(16);
  });

  it('writes a rate as its fraction in a cell formatted as a percentage, 0.0434 showing 4.34%', async () => {
    const response = await client.request({
      method: 'POST',
      url: '/api/report/excel?entity=Product',
      payload: {
        fileName: 'Products',
        columns: [{ headerLabel: 'Name' }, { headerLabel: 'Rate', format: 'percentage' }],
        data: [
          ['Car lease', 0.0434],
          ['Loan', '0.123456'],
          ['Free', 0],
          ['Unknown', null],
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readWorkbook(response.rawPayload);
    expect(sheet.getCell('B2').value).toBe(0.0434);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').numFmt).toBe('0.00##%');
    // A fraction sent as text is written as the number it is, formatted the same way.
    expect(sheet.getCell('B3').value).toBe(0.123456);
    expect(sheet.getCell('B3').numFmt).toBe('0.00##%');
    expect(sheet.getCell('B4').value).toBe(0);
    expect(sheet.getCell('B5').value).toBeNull();
  });

  it('writes a value that looks like a formula as text, never as a formula', async () => {
    const response = await client.request({
      method: 'POST',
      url: '/api/report/excel?entity=Invoice',
      payload: {
        fileName: 'risky',
        columns: [{ headerLabel: 'Name' }],
        data: [['=HYPERLINK("http://example.com","x")'], ['+1+1'], ['-2'], ['@SUM(A1)']],
      },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readWorkbook(response.rawPayload);
    for (const row of [2, 3, 4, 5]) {
      const cell = sheet.getCell(`A${row}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://example.com","x")');
  });

  it('refuses a request without columns or with a malformed body, and one without a session', async () => {
    const missing = await client.request({
      method: 'POST',
      url: '/api/report/excel?entity=Invoice',
      payload: { fileName: 'x', data: [] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
    const wrongFormat = await client.request({
      method: 'POST',
      url: '/api/report/excel?entity=Invoice',
      payload: { fileName: 'x', columns: [{ headerLabel: 'A', format: 'formula' }], data: [] },
    });
    expect(wrongFormat.statusCode).toBe(400);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/report/excel?entity=Invoice',
      payload: { fileName: 'x', columns: [{ headerLabel: 'A' }], data: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
