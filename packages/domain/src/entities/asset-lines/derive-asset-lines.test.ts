import { describe, expect, it } from 'vitest';
import { taxRateOfCode } from '../tax/tax-rate-of-code.ts';
import { fileWithDerivedLines } from './derive-asset-lines.ts';
import { financedAmountOfLines } from './financed-amount.ts';
import { newAssetLine } from './new-asset-line.ts';

const rules = {
  taxRateOf: (code: unknown) => taxRateOfCode(code, [{ code: 'GREEN', rate: 0.055 }], '2025-03-01'),
  financedAmount: true,
};

describe("a file's asset lines derived", () => {
  it('price every line, complete its defaults, and make the financed amount of the priced lines', () => {
    const { file, problems } = fileWithDerivedLines(
      {
        currency: 'EUR',
        financedAmountExclTax: 1,
        assets: [
          {
            assetRegistration: 'AST00000001',
            unitPrice: 38_000,
            quantity: 2,
            discount: 0.05,
            taxCode: 'STANDARD',
          },
          { assetRegistration: 'AST00000002', unitPrice: 12_345.67, taxCode: 'GREEN' },
          { assetRegistration: 'AST00000003', unitPrice: 9_000, isPartExchange: true, taxCode: 'STANDARD' },
        ],
      },
      rules,
    );
    expect(problems).toEqual([]);
    expect(file.assets).toEqual([
      {
        assetRegistration: 'AST00000001',
        unitPrice: 38_000,
        quantity: 2,
        discount: 0.05,
        taxCode: 'STANDARD',
        isFinanced: true,
        currency: 'EUR',
        priceExclTax: 72_200,
        priceInclTax: 86_640,
      },
      {
        assetRegistration: 'AST00000002',
        unitPrice: 12_345.67,
        taxCode: 'GREEN',
        quantity: 1,
        isFinanced: true,
        currency: 'EUR',
        priceExclTax: 12_345.67,
        // 12,345.67 × 1.055 = 13,024.68185 → 13,024.68.
        priceInclTax: 13_024.68,
      },
      {
        assetRegistration: 'AST00000003',
        unitPrice: 9_000,
        isPartExchange: true,
        taxCode: 'STANDARD',
        quantity: 1,
        isFinanced: false,
        currency: 'EUR',
        priceExclTax: 9_000,
        priceInclTax: 10_800,
      },
    ]);
    // 72,200 + 12,345.67 financed, less the 9,000 of the van traded in.
    expect(file.financedAmountExclTax).toBe(75_545.67);
  });

  it('answer the same file when its lines are derived already', () => {
    const first = fileWithDerivedLines(
      {
        currency: 'EUR',
        assets: [{ assetRegistration: 'AST00000001', unitPrice: 100, taxCode: 'STANDARD' }],
      },
      rules,
    ).file;
    expect(fileWithDerivedLines(first, rules).file).toBe(first);
  });

  it('keep the lines that do not change as the same objects', () => {
    const { file } = fileWithDerivedLines(
      {
        currency: 'EUR',
        assets: [
          { assetRegistration: 'AST00000001', unitPrice: 100 },
          { assetRegistration: 'AST00000002', unitPrice: 200 },
        ],
      },
      rules,
    );
    const lines = file.assets as Record<string, unknown>[];
    const edited = { ...file, assets: [lines[0], { ...lines[1], quantity: 3 }] };
    const again = fileWithDerivedLines(edited, rules).file.assets as Record<string, unknown>[];
    expect(again[0]).toBe(lines[0]);
    expect(again[1]).toMatchObject({ quantity: 3, priceExclTax: 600 });
  });

  it("name each line with a tax code the tenant has no rate of, or another currency than the file's", () => {
    const { problems } = fileWithDerivedLines(
      {
        currency: 'EUR',
        assets: [
          { assetRegistration: 'AST00000001', unitPrice: 100, taxCode: 'STANDARD' },
          { assetRegistration: 'AST00000002', unitPrice: 100, taxCode: 'NOPE', currency: 'GBP' },
        ],
      },
      rules,
    );
    expect(problems).toEqual([
      {
        field: 'assets[1].currency',
        code: 'INVALID_FIELD_VALUE',
        message: "Currency must be EUR, the file's currency",
      },
      { field: 'assets[1].taxCode', code: 'INVALID_FIELD_VALUE', message: 'Tax code: NOPE (???)' },
    ]);
  });

  it('keep a tax code stored before the tenant lost its rate, with the prices stored with it', () => {
    const stored = {
      assetRegistration: 'AST00000001',
      unitPrice: 100,
      taxCode: 'OLD',
      priceExclTax: 100,
      priceInclTax: 107,
    };
    const { file, problems } = fileWithDerivedLines(
      { currency: 'EUR', assets: [{ ...stored, isFinanced: true, quantity: 1 }] },
      { ...rules, previousLines: [stored] },
    );
    expect(problems).toEqual([]);
    expect(file.assets).toEqual([{ ...stored, isFinanced: true, quantity: 1, currency: 'EUR' }]);
  });

  it("take the file's currency from its lines when it has none", () => {
    const { file } = fileWithDerivedLines(
      { assets: [{ assetRegistration: 'AST00000001', unitPrice: 1000, currency: 'JPY' }] },
      rules,
    );
    expect(file.currency).toBe('JPY');
  });

  it('keep the SUPPLIER persons in step with the suppliers of the lines', () => {
    const before = [{ assetRegistration: 'AST00000001', supplierRegistration: 'PER00000002' }];
    const { file } = fileWithDerivedLines(
      {
        persons: [
          { role: 'CLIENT', personRegistration: 'PER00000001' },
          { role: 'SUPPLIER', personRegistration: 'PER00000002' },
        ],
        assets: [{ assetRegistration: 'AST00000009', supplierRegistration: 'PER00000004' }],
      },
      { ...rules, previousLines: before },
    );
    expect(file.persons).toEqual([
      { role: 'CLIENT', personRegistration: 'PER00000001' },
      { role: 'SUPPLIER', personRegistration: 'PER00000004' },
    ]);
  });

  it('leave the persons alone of a file that has none by role (an asset lot)', () => {
    const lot = { assets: [{ assetRegistration: 'AST00000001', supplierRegistration: 'PER00000004' }] };
    expect(fileWithDerivedLines(lot, { ...rules, persons: false }).file).not.toHaveProperty('persons');
  });

  it('leave the financed amount alone while no line has a price, or when the file has none to follow', () => {
    const unpriced = { financedAmountExclTax: 24_000, assets: [{ assetRegistration: 'AST00000001' }] };
    expect(fileWithDerivedLines(unpriced, rules).file.financedAmountExclTax).toBe(24_000);
    const line = { assets: [{ assetRegistration: 'AST00000001', unitPrice: 10 }] };
    expect(fileWithDerivedLines(line, { ...rules, financedAmount: false }).file).not.toHaveProperty(
      'financedAmountExclTax',
    );
    expect(fileWithDerivedLines({ name: 'No lines' }, rules).file).toEqual({ name: 'No lines' });
  });

  it('leave an item that is no line to the declaration to refuse', () => {
    const file = { assets: ['AST00000001', { assetRegistration: 'AST00000002', unitPrice: 5 }] };
    expect(fileWithDerivedLines(file, rules).file.assets).toEqual([
      'AST00000001',
      {
        assetRegistration: 'AST00000002',
        unitPrice: 5,
        quantity: 1,
        isFinanced: true,
        priceExclTax: 5,
        priceInclTax: 5,
      },
    ]);
  });
});

describe('the financed amount of lines', () => {
  it('counts a line financed unless it says otherwise, and subtracts part exchanges', () => {
    expect(
      financedAmountOfLines([
        { priceExclTax: 30_000.1 },
        { priceExclTax: 0.2, isFinanced: true },
        { priceExclTax: 2_000, isFinanced: false },
        { priceExclTax: 5_000, isPartExchange: true, isFinanced: true },
      ]),
    ).toBe(25_000.3);
    expect(financedAmountOfLines([{ assetRegistration: 'AST00000001' }])).toBeUndefined();
  });
});

describe('a new line', () => {
  it("takes quantity 1, the file's currency, else its first person's, and is financed", () => {
    expect(newAssetLine({ currency: 'GBP' }, 'USD')).toEqual({
      quantity: 1,
      currency: 'GBP',
      isFinanced: true,
      isPartExchange: false,
    });
    expect(newAssetLine({}, 'USD')).toMatchObject({ currency: 'USD' });
    expect(newAssetLine({})).not.toHaveProperty('currency');
  });
});
