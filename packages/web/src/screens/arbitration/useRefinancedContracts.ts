import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { minorUnits } from '../treasury/minor-units.ts';
import type { FundChoice } from './fund-choice.ts';

const fundingEntity = findEntity('Funding');

/** A contract a fund refinances, and how much of it (minor units), summed over its active fundings. */
export interface RefinancedContract {
  registration: string;
  refinanced: number;
}

/** The contracts the fund refinances by active fundings, by registration; none until a fund is chosen. */
export function useRefinancedContracts(fund: FundChoice | undefined) {
  return useQuery({
    queryKey: ['Funding', 'arbitration', fund?.registration],
    queryFn: async (): Promise<RefinancedContract[]> => {
      const query = new URLSearchParams({
        status: 'ACTIVE',
        fundRegistration: fund?.registration ?? '',
        projection: 'registration,contractRegistration,amount',
        sort: 'contractRegistration',
        range: '0-999',
      });
      const totals = new Map<string, number>();
      for (const funding of await apiJson<EntityRecord[]>(`${fundingEntity?.apiPath}?${query}`)) {
        const contract = funding.contractRegistration;
        if (typeof contract !== 'string' || contract === '') continue;
        totals.set(contract, (totals.get(contract) ?? 0) + minorUnits(funding.amount, fund?.decimals ?? 2));
      }
      return [...totals].map(([registration, refinanced]) => ({ registration, refinanced }));
    },
    enabled: fund !== undefined && fundingEntity !== undefined,
  });
}
