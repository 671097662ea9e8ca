import type { CatalogModel, RegressorAnswer, ValueCurve } from '@lessor/domain/api';
import { catalogPaths } from '@lessor/domain/api';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/**
 * A model's value curve for a yearly usage (the catalogue's reference usage when none is typed):
 * the regressor answers three curves around the reference then, of which the middle one is shown.
 */
export function useValueCurve(model: CatalogModel | undefined, usage: number | undefined) {
  const [debouncedUsage] = useDebouncedValue(usage, 300);
  const query = useQuery({
    queryKey: [
      'catalog',
      'regressor',
      model?.manufacturer.name,
      model?.name,
      model?.yearFrom,
      debouncedUsage,
    ],
    queryFn: () => {
      const params = new URLSearchParams({
        modelName: model?.name ?? '',
        manufacturerName: model?.manufacturer.name ?? '',
      });
      if (debouncedUsage !== undefined) params.set('usage', String(debouncedUsage));
      return apiJson<RegressorAnswer>(`${catalogPaths.lectura}/v2/regressor?${params}`);
    },
    enabled: model !== undefined,
    placeholderData: keepPreviousData,
  });
  const curves = query.data?.curves ?? [];
  const curve: ValueCurve | undefined = curves.length === 3 ? curves[1] : curves[0];
  return { answer: query.data, curve, error: query.error, isLoading: query.isPending && model !== undefined };
}
