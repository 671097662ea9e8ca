import type { Address } from '@lessor/domain/formats';
import { createContext, useContext } from 'react';

/** A place an address provider proposes for typed text. */
interface AddressSuggestion {
  id: string;
  label: string;
}

/**
 * Where address fields look addresses up (a national address base, a geocoder). The default
 * provider answers nothing (foundation.md §7: provider None returns empty); a tenant's provider
 * plugs in through `AddressProviderContext`.
 */
export interface AddressProvider {
  search(text: string, options: { language: string }): Promise<AddressSuggestion[]>;
  detail(id: string, options: { language: string }): Promise<Address | undefined>;
}

const noAddressProvider: AddressProvider = {
  search: async () => [],
  detail: async () => undefined,
};

export const AddressProviderContext = createContext<AddressProvider>(noAddressProvider);

export function useAddressProvider(): AddressProvider {
  return useContext(AddressProviderContext);
}
