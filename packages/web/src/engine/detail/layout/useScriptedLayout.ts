import type { EntityDefinition } from '@lessor/domain/entities';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiJson } from '../../../api/api-client.ts';
import { notifyError, notifyErrorText } from '../../../notifications/notify.ts';
import { useCurrentUser } from '../../../shell/useCurrentUser.ts';
import type { DetailLayout } from '../../cards/detail-layout.ts';
import { defaultsOf, recordQuery } from '../useEntityRecordController.ts';
import {
  type LayoutScript,
  LayoutScriptError,
  type LayoutScriptParams,
  layoutScriptNames,
  runLayoutScript,
} from './layout-script.ts';

/** Kept a minute: every record page of an entity asks for the same scripts. The scripts screen forgets them on save. */
const scriptStaleTime = 60_000;

export const layoutScriptsKey = 'layout-script';

/** A tenant's layout script by name, null when it has none: the page then keeps the declaration's layout. */
function layoutScript(queryClient: QueryClient, name: string): Promise<LayoutScript | null> {
  return queryClient.fetchQuery({
    queryKey: [layoutScriptsKey, name],
    queryFn: async () => {
      try {
        return await apiJson<LayoutScript>(`/api/script/layouts/${encodeURIComponent(name)}`);
      } catch (error) {
        // A script that may be missing is no fault (foundation.md §8).
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: scriptStaleTime,
  });
}

/**
 * The layout of a record's page: the one the tenant's layout script returns for the record
 * (`person-layout-COMPANY`, else `person-layout`; business-areas.md §7), run in the browser's
 * sandbox, else the declaration's. A script that fails shows a notification and the page keeps the
 * declaration's layout. Pending while the record, the script or its run are awaited, so that the
 * page is drawn once, as it will stay.
 */
export function useScriptedLayout(
  entity: EntityDefinition,
  id: string | undefined,
  declared: DetailLayout,
  query: URLSearchParams,
): { layout: DetailLayout; pending: boolean } {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const loaded = useQuery(recordQuery(entity, id));
  const record = useMemo(
    () => (id === undefined ? defaultsOf(entity, query) : loaded.data),
    [id, entity, query, loaded.data],
  );
  const scripted = useQuery({
    queryKey: [layoutScriptsKey, 'run', entity.name, id, record?._version, record?.type],
    enabled: record !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: (): Promise<DetailLayout> =>
      record
        ? scriptedLayout(queryClient, entity, record, readerOf(user), {
            parentEntity: null,
            modal: false,
            cardName: null,
            role: null,
            detailed: true,
            layout: declared,
          })
        : Promise.resolve(declared),
  });
  // A record that failed to load is told by the page itself, on the declaration's layout.
  const pending = scripted.isPending && !loaded.isError;
  return { layout: scripted.data ?? declared, pending };
}

/** Where a layout is drawn, as the script is told: a page or a dialog, and the layout to rearrange. */
type LayoutPlace = Omit<LayoutScriptParams, 'entityName' | 'record' | 'person'>;

/**
 * The layout the tenant's layout script returns for the record in that place (`person-layout-C`,
 * else `person-layout`), else the place's own. A script that fails is told in a notification and
 * the place keeps its layout.
 */
export async function scriptedLayout(
  queryClient: QueryClient,
  entity: EntityDefinition,
  record: Readonly<Record<string, unknown>>,
  reader: { username: string; tenant: string },
  place: LayoutPlace,
): Promise<DetailLayout> {
  try {
    // Asked together: the page waits for one round trip, not one per name.
    const names = layoutScriptNames(entity, record.type);
    const found = await Promise.all(names.map((name) => layoutScript(queryClient, name)));
    const script = found.find((candidate) => candidate !== null);
    if (script) {
      const person = entity.name === 'Person' || entity.name === 'Prospect' ? { person: record } : {};
      return await runLayoutScript(
        entity,
        script,
        { entityName: entity.name, record, ...person, ...place },
        reader,
      );
    }
  } catch (error) {
    if (error instanceof LayoutScriptError) notifyErrorText(error.message, error.values);
    else void notifyError(error);
  }
  return place.layout;
}

/** The shell has the user before it draws a page; the script is told who reads it. */
export function readerOf(user: { username?: string; tenant?: string } | undefined) {
  return { username: user?.username ?? '', tenant: user?.tenant ?? '' };
}
