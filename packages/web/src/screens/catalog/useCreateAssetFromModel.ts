import type { CatalogModel } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createAssetFromModel } from '../../engine/catalog/create-asset-from-model.ts';

const assetRoute = findEntity('Asset')?.route ?? 'asset';

/**
 * 'Create asset' of a model's page: the asset made from the model, at the price shown, and its
 * page opened. Failures are notified by the application's mutation handler.
 */
export function useCreateAssetFromModel(model: CatalogModel | undefined, price: number | undefined) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      if (!model) throw new Error('No model to create an asset from');
      return createAssetFromModel(model, price);
    },
    onSuccess: (record) => navigate(`/${assetRoute}/${encodeURIComponent(record.registration)}`),
  });
}
