import type { EntityDefinition } from '@lessor/domain/entities';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';

/** foundation.md §9: suggestions after more than 2 characters, 300 ms after the last keystroke. */
const minimumLength = 3;
const debounceMs = 300;

interface Props {
  entity: EntityDefinition;
  text: string;
  /** Suggestions as one types; some lists have none (foundation.md §2, /script-logs). */
  suggest: boolean;
  onSearch(text: string): void;
}

/** The list's search box: free text over the declared search fields, with names suggested as one types. */
export function SearchAutocomplete({ entity, text, suggest, onSearch }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(text);
  useEffect(() => setTyped(text), [text]);
  const [debounced] = useDebouncedValue(typed.trim(), debounceMs);
  const suggestions = useQuery({
    queryKey: [entity.name, 'autocomplete', debounced],
    enabled: suggest && debounced.length >= minimumLength && debounced !== text,
    staleTime: 30_000,
    queryFn: () =>
      apiJson<string[]>(
        `${entity.apiPath}/autocomplete?${new URLSearchParams({ field: 'name', search: debounced })}`,
      ),
  });

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <Autocomplete
          label={t('Search {{entities}}', { entities: entity.pluralLabel.toLowerCase() })}
          value={typed}
          onChange={setTyped}
          onOptionSubmit={(value) => onSearch(value)}
          data={suggest && debounced.length >= minimumLength ? (suggestions.data ?? []) : []}
          filter={({ options }) => options}
          w={320}
        />
      </form>
    </search>
  );
}
