import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAddressProvider } from './address-provider.ts';

/** foundation.md §9: searches wait 300 ms after the last key. */
const searchDelay = 300;

/** What the address provider proposes for typed text, asked 300 ms after the last key, from 3 characters. */
export function useAddressSuggestions(text: string) {
  const provider = useAddressProvider();
  const { i18n } = useTranslation();
  const [settled] = useDebouncedValue(text.trim(), searchDelay);
  const suggestions = useQuery({
    queryKey: ['addressSuggestions', provider, i18n.language, settled],
    queryFn: () => provider.search(settled, { language: i18n.language }),
    enabled: settled.length >= 3,
    staleTime: 60_000,
  });
  return {
    suggestions: suggestions.data ?? [],
    detail: (id: string) => provider.detail(id, { language: i18n.language }),
  };
}
