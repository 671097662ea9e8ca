import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { keyedRecords } from './useListRecords.ts';
import { useUserPreferences } from './useUserPreferences.ts';

interface PinnedItem {
  entityName: string;
  registration: string;
}

/**
 * Rows a user pinned on an entity's list (PINNED_ITEM preferences, foundation.md §3): they stay on
 * top of every page of that list, whatever the search, until unpinned; they come with what the
 * list's other rows include (the names of the persons they name).
 */
export function usePinnedRows(entity: EntityDefinition, include?: string) {
  const preferences = useUserPreferences('PINNED_ITEM', entity.name);
  const registrations = preferences.preferences
    .map((preference) => (preference.value as Partial<PinnedItem> | undefined)?.registration)
    .filter((registration): registration is string => typeof registration === 'string');
  const records = useQuery({
    queryKey: [entity.name, 'pinned', registrations, include],
    enabled: registrations.length > 0,
    queryFn: async () =>
      keyedRecords(
        entity,
        await apiJson<EntityRecord[]>(
          `${entity.apiPath}?${new URLSearchParams({
            [entity.recordKey ?? 'registration']: registrations.join(','),
            range: '0-99',
            // The names the list's columns show, as its other rows have them.
            ...(include ? { include } : {}),
          })}`,
        ),
      ),
  });
  const idOf = (registration: string) => `PINNED_ITEM ${entity.name} ${registration}`;
  return {
    records: (registrations.length > 0 ? records.data : undefined) ?? nonePinned,
    isPinned: (registration: string) => registrations.includes(registration),
    toggle: (registration: string) =>
      registrations.includes(registration)
        ? preferences.remove(idOf(registration))
        : preferences.save(idOf(registration), { entityName: entity.name, registration }),
  };
}

const nonePinned: readonly EntityRecord[] = [];
