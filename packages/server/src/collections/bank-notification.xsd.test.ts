import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { iso20022Problems } from './validate-iso20022.ts';

const postFinanceSample = new URL('./fixtures/postfinance-camt.054.001.08.xml', import.meta.url);

describe('bank files against the official camt schemas', () => {
  it("finds a bank's published camt.054.001.08 notification valid", async () => {
    expect(await iso20022Problems(await readFile(postFinanceSample, 'utf8'), 'camt.054.001.08')).toEqual([]);
  });

  it('finds the same notification wrong once its credit-debit indicator is not a code', async () => {
    const altered = (await readFile(postFinanceSample, 'utf8')).replace(
      '<CdtDbtInd>CRDT</CdtDbtInd>',
      '<CdtDbtInd>CREDIT</CdtDbtInd>',
    );
    expect(await iso20022Problems(altered, 'camt.054.001.08')).toEqual([
      expect.stringMatching(/CdtDbtInd.*CREDIT/),
    ]);
  });
});
