import { describe, expect, it } from 'vitest';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';

describe('text in a SEPA file', () => {
  it('drops accents and spells the letters that have no base letter', () => {
    expect(toSepaText('Société Générale & Fils', 140)).toBe('Societe Generale + Fils');
    expect(toSepaText('Straße Øresund Łódź', 140)).toBe('Strasse Oresund Lodz');
    expect(toSepaText('Crème brûlée — 12 € «net»', 140)).toBe("Creme brulee - 12 EUR 'net'");
  });

  it('turns any other character into a space, runs spaces together and cuts to the length allowed', () => {
    expect(toSepaText('Invoice\tINV#42;\n due  *now*', 140)).toBe('Invoice INV 42 due now');
    expect(toSepaText('Durand et fils', 10)).toBe('Durand et');
    expect(toSepaText('北京', 140)).toBe('');
  });

  it('keeps every character of the basic set as it is', () => {
    const basic = "AZaz09/-?:().,'+ x";
    expect(toSepaText(basic, 140)).toBe(basic);
  });

  it("makes identifiers without spaces, leading '/' or '//'", () => {
    expect(toSepaIdentifier('/INV 2026//000042')).toBe('INV2026/000042');
    expect(toSepaIdentifier('RUM-Été-1')).toBe('RUM-Ete-1');
    expect(toSepaIdentifier('***')).toBeUndefined();
  });
});
