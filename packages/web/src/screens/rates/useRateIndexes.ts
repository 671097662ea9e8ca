import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { type RateValue, rateValuesOf } from './rate-series.ts';

export const indexEntity = findEntity('Index');
export const indiceEntity = findEntity('Indice');

/** An interest rate index as the rates screen lists it. */
export interface RateIndex {
  registration: string;
  code: string;
  name: string;
}

/** The tenant's interest rate indexes, by code. */
export function useRateIndexes() {
  return useQuery({
    queryKey: ['Index', 'rates'],
    queryFn: async (): Promise<RateIndex[]> => {
      const query = new URLSearchParams({
        type: 'INTEREST_RATE',
        projection: 'registration,code,name',
        sort: 'code',
        range: '0-199',
      });
      const records = await apiJson<Array<Record<string, unknown>>>(`${indexEntity?.apiPath}?${query}`);
      return records.flatMap(({ registration, code, name }) =>
        typeof registration === 'string' && typeof code === 'string' && code !== ''
          ? [{ registration, code, name: typeof name === 'string' ? name : '' }]
          : [],
      );
    },
    enabled: indexEntity !== undefined,
  });
}

/** Most values of one index the screen reads: four years of daily fixings. */
export const valuesShown = 1000;

/** An index's values, newest first, the latest `valuesShown` of them. */
export function useRateValues(code: string | undefined) {
  return useQuery({
    queryKey: ['Indice', 'rates', code],
    queryFn: async (): Promise<RateValue[]> => {
      const query = new URLSearchParams({
        indexCode: code ?? '',
        projection: 'registration,date,value',
        sort: '-date',
        range: `0-${valuesShown - 1}`,
      });
      return rateValuesOf(await apiJson<Array<Record<string, unknown>>>(`${indiceEntity?.apiPath}?${query}`));
    },
    enabled: code !== undefined && indiceEntity !== undefined,
  });
}
