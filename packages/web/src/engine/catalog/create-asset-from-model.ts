import type { CatalogAssetData, CatalogModel, EntityRecord } from '@lessor/domain/api';
import { catalogPaths } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { apiJson } from '../../api/api-client.ts';

const assetPath = findEntity('Asset')?.apiPath ?? '/api/asset/assets';

/**
 * A new asset made from a catalogue model: the catalogue turns the model into asset data
 * (lectura-to-asset, which keeps manufacturer, model, category and `paramsCatalog`), and the asset
 * takes the price typed in where the catalogue knows none, or where one is typed over it.
 */
export async function createAssetFromModel(
  model: CatalogModel,
  price: number | undefined,
): Promise<EntityRecord> {
  const data = await apiJson<CatalogAssetData>(catalogPaths.lecturaToAsset, { method: 'POST', body: model });
  const body = { ...data, ...(price === undefined ? {} : { unitPrice: price }) };
  return apiJson<EntityRecord>(assetPath, { method: 'POST', body });
}
