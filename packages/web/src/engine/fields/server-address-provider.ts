import { type AddressLookupAnswer, addressLookupPath } from '@lessor/domain/api';
import { apiJson } from '../../api/api-client.ts';
import type { AddressProvider } from './address-provider.ts';

/**
 * Addresses looked up by the server, through the provider the tenant chose (None answers no
 * suggestion). A failed lookup proposes nothing and fills nothing: foundation.md §10 ignores a
 * failed address enrichment silently.
 */
export const serverAddressProvider: AddressProvider = {
  async search(text, { language }) {
    try {
      const { hits } = await apiJson<AddressLookupAnswer>(addressLookupPath, {
        method: 'POST',
        body: { search: text, language },
      });
      return hits.map((hit) => ({ id: hit.placeId, label: hit.label }));
    } catch {
      return [];
    }
  },
  async detail(id, { language }) {
    try {
      const { hits } = await apiJson<AddressLookupAnswer>(addressLookupPath, {
        method: 'POST',
        body: { placeId: id, language },
      });
      return hits[0]?.address;
    } catch {
      return undefined;
    }
  },
};
