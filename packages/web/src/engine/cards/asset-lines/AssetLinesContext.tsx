import type { AssetLine } from '@lessor/domain/entities';
import { createContext, useContext } from 'react';
import type { AssetLineActions } from './line-actions.ts';

/** What every row and dialog of the editor reads; the same object while the lines change. */
export interface AssetLinesScope {
  path: string;
  readOnly: boolean;
  /** The file's currency, else the default: a line without its own shows its amounts in it. */
  currency: string;
  taxCodes: readonly { code: string; rate: number }[];
  actions: AssetLineActions;
  /** Opens the line's dialog: edit, or view when read-only. */
  openLine(index: number, line: AssetLine): void;
  /** Opens the asset search for the line. */
  searchAsset(index: number): void;
}

export const AssetLinesContext = createContext<AssetLinesScope | undefined>(undefined);

export function useAssetLinesScope(): AssetLinesScope {
  const scope = useContext(AssetLinesContext);
  if (!scope) throw new Error('useAssetLinesScope needs an AssetLinesContext provider');
  return scope;
}
