import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { useState } from 'react';
import { apiJson } from '../../../api/api-client.ts';
import { useListRecords } from '../useListRecords.ts';

/** foundation.md §9: the entity search shows 10 results a page. */
const searchModalPageSize = 10;

/**
 * The state of the entity search modal: its quick text, its advanced filters, the page of
 * results, and the records chosen so far (kept across pages and searches when several may be).
 */
export function useEntitySearch(
  entity: EntityDefinition,
  fixedFilters: Readonly<Record<string, string>>,
  initialText = '',
) {
  const [text, setText] = useState(initialText);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const parameters = { ...filters, ...fixedFilters, ...(text ? { search: text } : {}) };
  const rows = useListRecords(entity, parameters, (page - 1) * searchModalPageSize, searchModalPageSize);

  return {
    rows,
    page,
    chosen,
    setPage,
    /** Enter in the text: a quick search when there is text, else the results again. */
    quickSearch: (typed: string) => {
      setPage(1);
      if (typed.trim() === text || typed.trim() === '') rows.reload();
      setText(typed.trim());
    },
    search: (next: Record<string, string>) => {
      setPage(1);
      setFilters(next);
    },
    toggle: (registration: string) =>
      setChosen((current) =>
        current.includes(registration)
          ? current.filter((other) => other !== registration)
          : [...current, registration],
      ),
    /** The whole records chosen, fetched by registration (a result row may be projected). */
    fetchChosen: async (registrations: readonly string[] = chosen): Promise<EntityRecord[]> =>
      Promise.all(
        registrations.map((registration) =>
          apiJson<EntityRecord>(`${entity.apiPath}/${encodeURIComponent(registration)}`),
        ),
      ),
  };
}
