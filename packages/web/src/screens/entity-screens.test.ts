import { entities } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { screensOf } from './entity-screens.ts';

describe("an entity's own screens", () => {
  it('add tools to the lists whose folder registers them, and to no other list', () => {
    const withTools = entities.filter((entity) => screensOf(entity)).map((entity) => entity.name);
    expect(withTools.sort()).toEqual([
      'Agreement',
      'AssetCatalogItem',
      'AssetServiceCatalogItem',
      'BankStatement',
      'Import',
      'Invoice',
      'PaymentFile',
      'Product',
    ]);
    const invoice = entities.find((entity) => entity.name === 'Invoice');
    expect(invoice && screensOf(invoice)?.RowTool).toBeDefined();
    const paymentFile = entities.find((entity) => entity.name === 'PaymentFile');
    expect(paymentFile && screensOf(paymentFile)?.RowTool).toBeDefined();
  });
});
