import type { EntityRecord } from '@lessor/domain/api';
import { findEntity, linesOf, newAssetLine } from '@lessor/domain/entities';
import { addedResidualValue } from '@lessor/domain/finance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiJson } from '../../api/api-client.ts';
import { lineWithAsset } from '../../engine/cards/asset-lines/line-actions.ts';
import type { CatalogLineChoice } from '../../engine/catalog/CatalogModelLineForm.tsx';

const contract = findEntity('Contract');
const contractPath = (registration: string) =>
  `${contract?.apiPath ?? '/api/contract/contracts'}/${encodeURIComponent(registration)}`;

/**
 * 'Add to a contract' of a model's page: the contract chosen, read whole, takes a line of the asset
 * made from the model (the server prices it and follows its supplier and financed amount, as it
 * does every save), and its residual value when the clerk adds it; the contract's page opens.
 * The save carries the version read, so a contract changed meanwhile is refused, not overwritten.
 */
export function useAddModelToContract(registration: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chosen = useQuery({
    queryKey: ['Contract', 'record', registration],
    queryFn: () => apiJson<EntityRecord>(contractPath(registration ?? '')),
    enabled: registration !== undefined,
  });
  const add = useMutation({
    mutationFn: ({ asset, residualValue }: CatalogLineChoice) => {
      const file = chosen.data;
      if (!file) throw new Error('No contract chosen');
      const line = lineWithAsset(newAssetLine(file), asset);
      const body = {
        ...file,
        assets: [...linesOf(file), line],
        ...(residualValue === undefined
          ? {}
          : { residualValue: addedResidualValue(file.residualValue, residualValue) }),
      };
      return apiJson<EntityRecord>(contractPath(file.registration), { method: 'PUT', body });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['Contract', 'record', saved.registration], saved);
      void queryClient.invalidateQueries({ queryKey: ['Contract', 'list'] });
      navigate(`/${contract?.route ?? 'contract'}/${encodeURIComponent(saved.registration)}`);
    },
  });
  return { contract: chosen.data, isLoading: chosen.isFetching, error: chosen.error, add };
}
