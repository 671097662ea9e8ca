import { CardFrame } from '../CardFrame.tsx';
import type { CardProps } from '../card-props.ts';
import { isLayoutField } from '../detail-layout.ts';
import { AssetLinesEditor } from './AssetLinesEditor.tsx';
import { useAssetLinesReadOnly } from './useAssetLinesReadOnly.ts';

/**
 * The Assets card of a contract, deal or credit line: its asset lines in their editor. The lines
 * are the card's field (`assets` unless the layout names another).
 */
export function AssetLinesCard({ card }: CardProps) {
  const path = card.elements?.find(isLayoutField)?.field ?? 'assets';
  const readOnly = useAssetLinesReadOnly(card);
  return (
    <CardFrame card={card}>
      <AssetLinesEditor path={path} readOnly={readOnly} />
    </CardFrame>
  );
}
