import { createContext, useContext } from 'react';
import { fieldComponents } from './field-components.ts';

/**
 * The field components a form uses, by type or widget name: the registry, to which a page adds
 * its own widgets (the dialogs editing addresses, bank accounts and contacts).
 */
export const FieldComponentsContext = createContext(fieldComponents);

export function useFieldComponents() {
  return useContext(FieldComponentsContext);
}
