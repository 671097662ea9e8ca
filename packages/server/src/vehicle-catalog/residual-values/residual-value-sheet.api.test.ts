import type { RegressorAnswer } from '@lessor/domain/api';
import { defaultResidualValueParameters } from '@lessor/domain/finance';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';
import { multipart } from '../../testing/multipart.ts';

const sheetPath = '/api/core/configuration-documents/residual-value-parameters/sheet';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const headers = [
  'Category',
  'First-year drop',
  'Annual rate',
  'Usage unit',
  'Reference usage',
  'Usage sensitivity',
  'Floor',
];

/** A workbook as a company would fill it in, with percentage cells and a text percentage. */
async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('My residual values');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(2).numFmt = '0.00%';
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (client: TestClient, bytes: Buffer) =>
  client.request({
    method: 'PUT',
    url: sheetPath,
    ...multipart([{ name: 'file', value: bytes, fileName: 'residual-values.xlsx', type: xlsx }]),
  });

describeOnEachDatabase('residual values from an Excel sheet on the $name database', (testApp) => {
  let admin: TestClient;
  let other: TestClient;
  const regressor = (client: TestClient) =>
    client.request({
      method: 'GET',
      url: '/api/external/lectura/v2/regressor?modelName=Cascadia&manufacturerName=Freightliner&usage=100000',
    });

  beforeAll(async () => {
    admin = await testApp.tenantClient('sheets');
    other = await testApp.tenantClient('sheetsother');
  });

  describe('the sheet a company starts from', () => {
    it('holds the shipped parameters, a row per category', async () => {
      const response = await admin.request({ method: 'GET', url: sheetPath });
      expect(response.headers['content-type']).toBe(xlsx);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet?.getRow(1).values).toEqual([undefined, ...headers]);
      expect(sheet?.getRow(2).values).toEqual([undefined, 'default', 0.2, 0.15, 'km', 15_000, 0.05, 0.05]);
      const trucks = defaultResidualValueParameters.categories.trucks;
      expect(sheet?.getRow(5).values).toEqual([
        undefined,
        'trucks',
        trucks?.firstYearDrop,
        trucks?.annualRate,
        'km',
        100_000,
        trucks?.usageSensitivity,
        trucks?.floor,
      ]);
    });
  });

  describe('uploading a sheet', () => {
    it('keeps its parameters, which the value curves of that company then follow', async () => {
      const response = await upload(
        admin,
        await workbook([
          ['default', 0.2, 0.15, 'km', 15_000, 0.05, 0.05],
          ['trucks', 0.1, '10%', 'km', 100_000, 0, 0.1],
        ]),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'residual-value-parameters',
        version: 1,
        value: { categories: { trucks: { firstYearDrop: 0.1, annualRate: 0.1, floor: 0.1 } } },
      });
      const curves = (await regressor(admin)).json<RegressorAnswer>();
      expect(curves.parametersSource).toBe('tenant');
      // 0.9 after a year, then 10 % a year: 0.81 after two.
      expect(curves.curves[0]?.points.slice(1, 3)).toEqual([
        { ageMonths: 12, share: 0.9 },
        { ageMonths: 24, share: 0.81 },
      ]);
      const theirs = (await regressor(other)).json<RegressorAnswer>();
      expect(theirs.parametersSource).toBe('default');
      expect(theirs.curves[0]?.points[1]?.share).toBe(0.85);
      // The sheet downloaded again holds them.
      const again = new ExcelJS.Workbook();
      await again.xlsx.load(
        (await admin.request({ method: 'GET', url: sheetPath })).rawPayload as unknown as ArrayBuffer,
      );
      expect(again.worksheets[0]?.getRow(3).values).toEqual([
        undefined,
        'trucks',
        0.1,
        0.1,
        'km',
        100_000,
        0,
        0.1,
      ]);
    });

    it('refuses a faulty sheet whole, naming the entry, and keeps the parameters it had', async () => {
      const faulty = await upload(
        admin,
        await workbook([
          ['default', 0.2, 0.15, 'km', 15_000, 0.05, 0.05],
          ['buses', 0.1, 1.5, 'km', 60_000, 0, 0.1],
        ]),
      );
      expect(faulty.json()).toEqual({
        status: 400,
        code: 'INVALID_FIELD_IN_CONFIG',
        message: "Invalid field 'categories.buses.annualRate' in configuration",
      });
      const noDefault = await upload(admin, await workbook([['trucks', 0.1, 0.1, 'km', 100_000, 0, 0.1]]));
      expect(noDefault.json()).toMatchObject({
        code: 'INVALID_FIELD_IN_CONFIG',
        message: expect.stringContaining("'default'"),
      });
      const book = new ExcelJS.Workbook();
      book.addWorksheet('Wrong').addRow(['Category', 'Rate']);
      expect((await upload(admin, Buffer.from(await book.xlsx.writeBuffer()))).json()).toMatchObject({
        code: 'MISSING_FIELD_IN_CONFIG',
        message: "Field 'First-year drop' is missing in configuration",
      });
      expect((await upload(admin, Buffer.from('not a workbook'))).json()).toMatchObject({
        code: 'INVALID_FILE_EXTENSION',
      });
      expect((await admin.request({ method: 'PUT', url: sheetPath, payload: {} })).json()).toMatchObject({
        code: 'MISSING_FILE_IN_REQUEST',
      });
      const kept = (await regressor(admin)).json<RegressorAnswer>();
      expect(kept.curves[0]?.points[1]?.share).toBe(0.9);
      const document = await admin.request({
        method: 'GET',
        url: '/api/core/configuration-documents/residual-value-parameters',
      });
      expect(document.json<{ version: number }>().version).toBe(1);
    });
  });
});
