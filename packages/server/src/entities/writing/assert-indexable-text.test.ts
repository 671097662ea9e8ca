import { type EntityDefinition, findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { assertIndexableText, indexedTextBytes } from './assert-indexable-text.ts';

const asset = findEntity('Asset') as EntityDefinition;
const long = 'é'.repeat(indexedTextBytes);

describe('assertIndexableText', () => {
  it('counts bytes, in each indexed column and in the search fields together', () => {
    expect(() => assertIndexableText(asset, { name: 'a'.repeat(indexedTextBytes - 10) })).not.toThrow();
    expect(() => assertIndexableText(asset, { name: long })).toThrow("Field 'name' is too long");
    const half = 'a'.repeat(indexedTextBytes / 2);
    expect(() => assertIndexableText(asset, { name: half, invoiceNumber: `${half}b` }, { at: '2.' })).toThrow(
      "Field '2.invoiceNumber' is too long",
    );
    expect(() => assertIndexableText(asset, { description: long })).not.toThrow();
  });

  it('leaves text an update does not change', () => {
    const existing = { name: long, model: 'A' };
    expect(() => assertIndexableText(asset, { ...existing, model: 'B' }, { existing })).not.toThrow();
    expect(() => assertIndexableText(asset, { ...existing, name: `${long}!` }, { existing })).toThrow();
  });
});
