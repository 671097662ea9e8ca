import { type ComponentType, createContext, useContext } from 'react';
import type { FieldProps } from './field-props.ts';

/** The components that edit fields, by type or widget name. */
export type FieldComponents = Readonly<Record<string, ComponentType<FieldProps>>>;

/**
 * The field components a form uses: the registry, to which a page adds its own widgets (the
 * dialogs editing addresses, bank accounts and contacts), given by `FieldComponentsProvider`. No
 * default: the registry holds the fields that nest other fields, so importing it here would close
 * a loop through the grid they render.
 */
export const FieldComponentsContext = createContext<FieldComponents | undefined>(undefined);

export function useFieldComponents(): FieldComponents {
  const components = useContext(FieldComponentsContext);
  if (!components) throw new Error('A field renders inside a FieldComponentsProvider');
  return components;
}
