import type { Address } from '@lessor/domain/formats';
import { Autocomplete } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressSuggestions } from './useAddressSuggestions.ts';

/**
 * A search through the tenant's address provider: typed text offers its suggestions, and the one
 * chosen (by mouse or keyboard) is handed over as the provider's detail of the address.
 */
export function AddressSearch({
  id,
  disabled = false,
  onChoose,
}: {
  id: string;
  disabled?: boolean;
  onChoose(address: Address): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { suggestions, detail } = useAddressSuggestions(search);
  const choose = async (label: string) => {
    const suggestion = suggestions.find((candidate) => candidate.label === label);
    const found = suggestion && (await detail(suggestion.id));
    if (found) onChoose(found);
    setSearch('');
  };
  return (
    <Autocomplete
      id={id}
      label={t('Search an address')}
      value={search}
      data={suggestions.map((suggestion) => suggestion.label)}
      disabled={disabled}
      onChange={setSearch}
      onOptionSubmit={(label) => void choose(label)}
    />
  );
}
