import { Grid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { usePageShortcut } from '../../shell/usePageShortcut.ts';
import { type CardMounting, CardMountingContext } from '../cards/CardMountingContext.tsx';
import { CardRenderer } from '../cards/CardRenderer.tsx';
import { CardStatesContext } from '../cards/CardStatesContext.tsx';
import { createCardMountQueue } from '../cards/card-mount-queue.ts';
import { cardsInFirstView } from '../cards/cards-in-first-view.ts';
import type { DetailLayout } from '../cards/detail-layout.ts';
import { useCardStates } from '../cards/useCardStates.ts';
import { useFormStore } from '../form/FormStoreContext.tsx';

/** The performance mark set once a detail page's cards are on screen. */
const detailReadyMark = 'lessor:detail-ready';

const collapsedAtFirst = (layout: DetailLayout) =>
  Object.fromEntries([...layout.left, ...layout.right].map((card) => [card.title, card.collapsed === true]));

/**
 * The cards of a detail page in a left and a right column (8 and 4 of 12 from md, when the right
 * one has cards: foundation.md §2). Ctrl+B shows or hides the right column, Alt+C opens or closes
 * every card. The cards in view mount their content before the first paint, the others one by one
 * right after it (bench/web-detail: a page is interactive sooner).
 */
export function DetailColumns({ layout, routeKey }: { layout: DetailLayout; routeKey: string }) {
  const [initial] = useState(() => collapsedAtFirst(layout));
  const states = useCardStates(routeKey, initial);
  const [sideColumn, setSideColumn] = useState(true);
  const toggleSideColumn = useCallback(() => setSideColumn((shown) => !shown), []);
  const { toggleAll } = states;
  const toggleAllCards = useCallback(
    () => toggleAll([...layout.left, ...layout.right].map((card) => card.title)),
    [toggleAll, layout],
  );
  usePageShortcut('toggleSideColumn', toggleSideColumn);
  usePageShortcut('toggleAllCards', toggleAllCards);
  const withRight = sideColumn && layout.right.length > 0;
  const store = useFormStore();
  const [mounting] = useState(
    (): CardMounting => ({
      queue: createCardMountQueue(),
      inFirstView: cardsInFirstView(
        [layout.left, layout.right],
        store,
        states.isCollapsed,
        window.innerHeight,
      ),
    }),
  );
  useEffect(() => () => mounting.queue.clear(), [mounting]);
  // The first frame after the cards in view mount: bench/web-detail times it from the record's arrival.
  useEffect(() => {
    const frame = requestAnimationFrame(() => performance.mark(detailReadyMark));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <CardStatesContext.Provider value={states}>
      <CardMountingContext.Provider value={mounting}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: withRight ? 8 : 12 }}>
            <Stack gap="md">
              {layout.left.map((card) => (
                <CardRenderer key={card.title} card={card} />
              ))}
            </Stack>
          </Grid.Col>
          {withRight && (
            <Grid.Col span={{ base: 12, md: 4 }} data-side-column>
              <Stack gap="md">
                {layout.right.map((card) => (
                  <CardRenderer key={card.title} card={card} />
                ))}
              </Stack>
            </Grid.Col>
          )}
        </Grid>
      </CardMountingContext.Provider>
    </CardStatesContext.Provider>
  );
}
