import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { type ComponentType, createContext, useContext } from 'react';

/** What a picker gives the quick add it opens, and what it gets back. */
export interface QuickAddProps {
  entity: EntityDefinition;
  initial?: Readonly<Record<string, unknown>>;
  /** The record made, or nothing when the dialog was cancelled. */
  onClose(record?: EntityRecord): void;
}

/**
 * The quick-add dialog the person pickers open (business-areas.md §2). The application provides
 * it: the pickers sit below the forms the dialog is made of, so they name it through this context
 * rather than import it. Without one, pickers offer no quick add.
 */
export const QuickAddContext = createContext<ComponentType<QuickAddProps> | undefined>(undefined);

export const useQuickAdd = () => useContext(QuickAddContext);
