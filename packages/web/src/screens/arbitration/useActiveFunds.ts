import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { type FundChoice, fundChoiceOf } from './fund-choice.ts';

const fundEntity = findEntity('Fund');

const activeFundsPath = `${fundEntity?.apiPath}?${new URLSearchParams({
  status: 'ACTIVE',
  projection: 'registration,name,currency,creditLimit,outstanding,available',
  sort: 'name',
  range: '0-199',
})}`;

/** The active funds, by name: only they take part in an arbitration. */
export function useActiveFunds() {
  return useQuery({
    queryKey: ['Fund', 'arbitration'],
    queryFn: async (): Promise<FundChoice[]> =>
      (await apiJson<EntityRecord[]>(activeFundsPath)).map(fundChoiceOf),
    enabled: fundEntity !== undefined,
  });
}
