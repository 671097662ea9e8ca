import { type EntityDefinition, findEntity } from '@lessor/domain/entities';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { referenceLabel } from './reference-label.ts';
import { fetchReferenceName } from './reference-names.ts';

/** A name stays this long before it is asked again: names change rarely, pages show many. */
const nameLifetimeMs = 60_000;

const nameKey = (entity: string, registration: string) => ['reference-name', entity, registration];

/** What a reference shows: its record's name and label ('Acme SARL (PER00000012)'), and its page. */
export interface NamedReference {
  /** The record's name, once known; undefined while asked, null when it has none. */
  name: string | null | undefined;
  label: string;
  /** The client route of the record: `/person/PER00000012`. */
  href: string | undefined;
  isLoading: boolean;
}

/**
 * The name of the record a reference names (`registration` of an entity `Person`), fetched with
 * every other name the page asks in the same moment (one call per entity), and kept a minute.
 */
export function useReferenceName(target: string, registration: string | undefined): NamedReference {
  const entity = findEntity(target);
  const value = registration?.trim() ?? '';
  const query = useQuery({
    queryKey: nameKey(target, value),
    queryFn: () => fetchReferenceName(entity as EntityDefinition, value),
    enabled: entity !== undefined && value !== '',
    staleTime: nameLifetimeMs,
  });
  return {
    name: query.data,
    label: referenceLabel(value, query.data),
    href: entity && value ? `/${entity.route}/${encodeURIComponent(value)}` : undefined,
    isLoading: query.isLoading,
  };
}

/** Remembers a name a picker already has, so that showing the choice asks nothing. */
export function rememberReferenceName(
  client: QueryClient,
  target: string,
  registration: string,
  name: string | null,
): void {
  client.setQueryData(nameKey(target, registration), name);
}
