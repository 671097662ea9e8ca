import type { CatalogAssetData, CatalogModel, EntityRecord } from '@lessor/domain/api';
import { catalogPaths } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiJson } from '../../api/api-client.ts';

const asset = findEntity('Asset');

/**
 * 'Create asset' of a model's page: the catalogue turns the model into asset data
 * (lectura-to-asset), the asset is created with the price typed in when the catalogue knows
 * none, and its page opens. Failures are notified by the application's mutation handler.
 */
export function useCreateAssetFromModel(model: CatalogModel | undefined, price: number | undefined) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const data = await apiJson<CatalogAssetData>(catalogPaths.lecturaToAsset, {
        method: 'POST',
        body: model,
      });
      const body = {
        ...data,
        ...(data.unitPrice === undefined && price !== undefined ? { unitPrice: price } : {}),
      };
      return apiJson<EntityRecord>(asset?.apiPath ?? '/api/asset/assets', { method: 'POST', body });
    },
    onSuccess: (record) => navigate(`/${asset?.route ?? 'asset'}/${encodeURIComponent(record.registration)}`),
  });
}
