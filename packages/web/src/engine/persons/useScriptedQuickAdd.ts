import type { EntityDefinition } from '@lessor/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { useCurrentUser } from '../../shell/useCurrentUser.ts';
import type { LayoutCard } from '../cards/detail-layout.ts';
import { layoutScriptsKey, readerOf, scriptedLayout } from '../detail/layout/useScriptedLayout.ts';
import { defaultsOf } from '../detail/useEntityRecordController.ts';
import { RecordContext } from '../record/RecordContext.tsx';
import type { QuickAddLayout } from './quick-add-layout.ts';

/**
 * The quick add's cards as the tenant's layout script lays them out (`person-layout-C`, else
 * `person-layout`, business-areas.md §7), told it is a dialog (`modal`), the page it was opened
 * from (`parentEntity`), the role asked and whether 'See more' is on; the dialog's own cards when
 * the tenant has no script or it fails. The script sees the person as the dialog opens it.
 */
export function useScriptedQuickAdd(
  entity: EntityDefinition,
  layout: QuickAddLayout,
  initial: Readonly<Record<string, unknown>> | undefined,
  detailed: boolean,
): { cards: readonly LayoutCard[]; pending: boolean } {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  // The page the picker sits on, outside the dialog's own record.
  const parentEntity = useContext(RecordContext)?.entity.name ?? null;
  const record = useMemo(
    () => ({ ...defaultsOf(entity, new URLSearchParams()), ...initial }),
    [entity, initial],
  );
  const cards = detailed ? [...layout.basic, ...layout.detailed] : layout.basic;
  const role = roleAsked(initial);
  const scripted = useQuery({
    queryKey: [layoutScriptsKey, 'quick-add', entity.name, parentEntity, role, detailed, record.type],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      (
        await scriptedLayout(queryClient, entity, record, readerOf(user), {
          parentEntity,
          modal: true,
          cardName: null,
          role,
          detailed,
          layout: { left: cards, right: [] },
        })
      ).left,
  });
  return { cards: scripted.data ?? cards, pending: scripted.isPending };
}

/** The role the picker asks the person to hold (`roles: [{ role: 'CLIENT' }]`), if any. */
function roleAsked(initial: Readonly<Record<string, unknown>> | undefined): string | null {
  const [first] = Array.isArray(initial?.roles) ? initial.roles : [];
  const role = (first as { role?: unknown } | undefined)?.role;
  return typeof role === 'string' ? role : null;
}
