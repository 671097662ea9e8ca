import type { ComponentType } from 'react';
import type { ListToolProps } from '../../engine/list/EntityListView.tsx';

/**
 * The buttons some lists have beside Add (business-areas.md §2, list screens), by entity name.
 * Each loads with its list, never with the shell.
 */
export const listTools: Readonly<Record<string, ComponentType<ListToolProps>>> = {};
