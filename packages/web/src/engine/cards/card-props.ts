import type { LayoutCard } from './detail-layout.ts';

/** What every card type receives; the record and the form come from context. */
export interface CardProps {
  card: LayoutCard;
}
