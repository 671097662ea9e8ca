import { isEmptyValue } from '@lessor/domain/fields';
import { Code } from '@mantine/core';
import { memo, useCallback } from 'react';
import { useDebugMode } from '../form/DebugModeContext.tsx';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useFieldSnapshot, useFormStore } from '../form/FormStoreContext.tsx';
import { fieldDomId } from '../form/path.ts';
import { useFieldComponents } from './FieldComponentsContext.tsx';
import { fieldGridSpan } from './field-grid-span.ts';
import { namesRecord } from './NamedReferencePicker.tsx';
import { UnknownField } from './UnknownField.tsx';

/** Field types of a way to reach someone: phone numbers (phone, mobile) and e-mail. */
const contactTypes = new Set<string>(['phone', 'email']);

/**
 * One field of the form: subscribes to its own path in the form store and renders the component
 * its widget or type names among the form's field components ('Unknown type' otherwise). Memoised, so a change elsewhere
 * in the form does not re-render it.
 */
export const FieldInput = memo(function FieldInput({
  path,
  inGrid = false,
}: {
  path: string;
  inGrid?: boolean;
}) {
  const store = useFormStore();
  const mode = useFormMode();
  const debug = useDebugMode();
  const fieldComponents = useFieldComponents();
  const snapshot = useFieldSnapshot(path);
  const onChange = useCallback((value: unknown) => store.setValue(path, value), [store, path]);
  const onBlur = useCallback(() => store.touch(path), [store, path]);
  const field = store.field(path);
  if (!field || !snapshot.shown) return null;
  const readOnly = mode.readOnly || field.readOnly === true || snapshot.readOnly;
  // Read-only, an empty phone, mobile or e-mail says nothing: it is left out (business-areas.md §6).
  if (readOnly && contactTypes.has(field.type) && isEmptyValue(snapshot.value)) return null;
  const widget =
    field.widget ?? (field.references ? 'reference' : namesRecord(field) ? 'named reference' : field.type);
  const Component = (Object.hasOwn(fieldComponents, widget) && fieldComponents[widget]) || UnknownField;
  const component = (
    <Component
      field={field}
      path={path}
      id={fieldDomId(path, store.scope)}
      value={snapshot.value}
      error={snapshot.error}
      mandatory={snapshot.mandatory}
      readOnly={readOnly}
      disabled={mode.disabled || field.disabled === true || snapshot.disabled}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
  // Debug help markers name the field's path and type, as layouts and scripts name them.
  const input = debug ? (
    <>
      {component}
      <Code>
        {path}: {field.type}
      </Code>
    </>
  ) : (
    component
  );
  // A hidden field leaves no empty column behind: the column is the field's own.
  return inGrid ? (
    <div className="lessor-field" style={fieldGridSpan(field)} data-field-path={store.scope + path}>
      {input}
    </div>
  ) : (
    <div data-field-path={store.scope + path}>{input}</div>
  );
});
