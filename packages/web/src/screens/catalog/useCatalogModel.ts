import type { CatalogModel } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { lecturaPath } from '../../engine/catalog/catalog-paths.ts';

/** One model of the catalogue, the company's own items included (`tenant:{registration}`). */
export function useCatalogModel(modelId: string | undefined) {
  return useQuery({
    queryKey: ['catalog', 'model', modelId],
    queryFn: () => apiJson<CatalogModel>(lecturaPath('models', modelId ?? '')),
    enabled: modelId !== undefined,
  });
}
