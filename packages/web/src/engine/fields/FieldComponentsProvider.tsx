import { type ReactNode, useMemo } from 'react';
import { type FieldComponents, FieldComponentsContext } from './FieldComponentsContext.tsx';
import { fieldComponents } from './field-components.ts';

/**
 * Gives the forms below it the registry of field components, with a page's own widgets on top.
 * `widgets` should be a stable object: a new one re-renders every field of the form.
 */
export function FieldComponentsProvider({
  widgets,
  children,
}: {
  widgets?: FieldComponents;
  children: ReactNode;
}) {
  const components = useMemo(
    () => (widgets ? { ...fieldComponents, ...widgets } : fieldComponents),
    [widgets],
  );
  return <FieldComponentsContext.Provider value={components}>{children}</FieldComponentsContext.Provider>;
}
