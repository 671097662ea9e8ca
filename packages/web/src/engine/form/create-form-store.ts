import type { FieldError } from '@lessor/domain/errors';
import { displayFlagsOf } from '@lessor/domain/fields';
import type { ValidationContext } from '@lessor/domain/validation';
import { collectErrors } from './collect-errors.ts';
import { fieldError, isFieldMandatory, isFieldShown } from './field-error.ts';
import { type FormField, type FormFields, fieldAtPath } from './form-field.ts';
import { arePathsRelated, lastKey, ownerPath, valueAtPath, withValueAtPath } from './path.ts';

type Data = Readonly<Record<string, unknown>>;
type Listener = () => void;

/** What a field component reads of the store: it re-renders only when one of these changes. */
export interface FieldSnapshot {
  value: unknown;
  error: string | undefined;
  touched: boolean;
  shown: boolean;
  mandatory: boolean;
  /** Raised by the record's `props_<field>` flags (business-areas.md §3). */
  readOnly: boolean;
  disabled: boolean;
}

const hiddenField: FieldSnapshot = {
  value: undefined,
  error: undefined,
  touched: false,
  shown: false,
  mandatory: false,
  readOnly: false,
  disabled: false,
};

/**
 * A form's values, touched fields and messages, with one subscription per field path, so that
 * typing in a field re-renders that field alone (and the fields whose condition reads it), not
 * the form. Messages come from the domain's rules; a field shows its message once touched, and a
 * failed submit touches every field in error (foundation.md §5).
 */
export function createFormStore(
  initialFields: FormFields,
  initial: Data,
  initialContext: ValidationContext = {},
  /** Prefix of the DOM ids of the form's inputs, when a page holds more than one form. */
  scope = '',
) {
  let fields = initialFields;
  let values: Data = initial;
  let saved: Data = initial;
  let context = initialContext;
  let touched = new Set<string>();
  let serverErrors = new Map<string, string>();
  const listeners = new Map<string, Set<Listener>>();
  const everyChange = new Set<Listener>();
  const snapshots = new Map<string, FieldSnapshot>();

  const notify = (changed: string | undefined) => {
    for (const [path, pathListeners] of listeners) {
      if (changed === undefined || arePathsRelated(path, changed) || dependsOn(path, changed)) {
        for (const listener of pathListeners) listener();
      }
    }
    for (const listener of everyChange) listener();
  };

  /**
   * A sibling whose visibleWhen, mandatoryWhen or registration type reads the changed field, or
   * whose display flags it is.
   */
  const dependsOn = (path: string, changed: string) => {
    if (ownerPath(path) !== ownerPath(changed)) return false;
    const field = fieldAtPath(fields, path);
    const key = lastKey(changed);
    return (
      key === `props_${lastKey(path)}` ||
      field?.visibleWhen?.field === key ||
      field?.mandatoryWhen?.field === key ||
      field?.registrationTypeField === key
    );
  };

  const computeSnapshot = (path: string): FieldSnapshot => {
    const field = fieldAtPath(fields, path);
    if (!field) return hiddenField;
    const ownerValue = valueAtPath(values, ownerPath(path));
    const owner = (typeof ownerValue === 'object' && ownerValue !== null ? ownerValue : {}) as Data;
    const value = valueAtPath(values, path);
    const isTouched = touched.has(path);
    const fromServer = serverErrors.get(path);
    const flags = displayFlagsOf(owner, String(lastKey(path)));
    return {
      value,
      error: fromServer ?? (isTouched || field.error ? fieldError(field, value, owner, context) : undefined),
      touched: isTouched,
      shown: isFieldShown(field, owner, lastKey(path)),
      mandatory: isFieldMandatory(field, owner),
      readOnly: flags.readOnly,
      disabled: flags.disabled,
    };
  };

  const errors = (): { path: string; message: string }[] => [
    ...[...serverErrors].map(([path, message]) => ({ path, message })),
    ...collectErrors(fields, values, context),
  ];

  return {
    get fields(): FormFields {
      return fields;
    },
    scope,
    getValues: (): Data => values,
    getValue: (path: string): unknown => valueAtPath(values, path),
    field: (path: string): FormField | undefined => fieldAtPath(fields, path),

    /** The field's state, the same object until something it shows changes. */
    snapshot(path: string): FieldSnapshot {
      const next = computeSnapshot(path);
      const previous = snapshots.get(path);
      if (previous && sameSnapshot(previous, next)) return previous;
      snapshots.set(path, next);
      return next;
    },

    subscribe(path: string, listener: Listener): () => void {
      const pathListeners = listeners.get(path) ?? new Set();
      pathListeners.add(listener);
      listeners.set(path, pathListeners);
      return () => {
        pathListeners.delete(listener);
        if (pathListeners.size === 0) listeners.delete(path);
      };
    },

    /** Called after any change: the unsaved-changes prompt and the model viewer listen here. */
    subscribeToEveryChange(listener: Listener): () => void {
      everyChange.add(listener);
      return () => everyChange.delete(listener);
    },

    setValue(path: string, value: unknown): void {
      values = withValueAtPath(values, path, value);
      touched.add(path);
      for (const errorPath of serverErrors.keys()) {
        if (arePathsRelated(errorPath, path)) serverErrors.delete(errorPath);
      }
      notify(path);
    },

    touch(path: string): void {
      if (touched.has(path)) return;
      touched.add(path);
      notify(path);
    },

    /** The shown fields in error now: the server's, then the rules', in declaration order. */
    errors,

    /**
     * A submit attempt: every field in error is touched so its message shows, and the paths in
     * error are answered; none means the form may be sent.
     */
    attemptSubmit(): string[] {
      const errorPaths = [...new Set(errors().map((error) => error.path))];
      touched = new Set([...touched, ...errorPaths]);
      notify(undefined);
      return errorPaths;
    },

    /**
     * A submit of one part of the form (a dialog editing a list): its fields in error are touched
     * and answered; the rest of the form is left as it is.
     */
    attemptSubmitWithin(prefix: string): string[] {
      const errorPaths = [...new Set(errors().map((error) => error.path))].filter((path) =>
        arePathsRelated(path, prefix),
      );
      touched = new Set([...touched, ...errorPaths]);
      notify(prefix);
      return errorPaths;
    },

    /** The server's refusal of a write, shown under the fields it names until they change. */
    setServerErrors(errors: readonly FieldError[]): void {
      serverErrors = new Map(errors.map((error) => [error.field, error.message]));
      notify(undefined);
    },

    /**
     * A field's own check that asked the server (a username already taken): its message shows, and
     * holds the submit, as the server's refusal would, until the field changes; none clears it.
     */
    setFieldError(path: string, message: string | undefined): void {
      if (message === undefined) serverErrors.delete(path);
      else serverErrors.set(path, message);
      touched.add(path);
      notify(path);
    },

    /** New values from the server: nothing touched, nothing unsaved. */
    reset(next: Data): void {
      values = next;
      saved = next;
      touched = new Set();
      serverErrors = new Map();
      notify(undefined);
    },

    isDirty: (): boolean => values !== saved,

    /** The values as the server last gave them. */
    getSaved: (): Data => saved,

    /** The locale, tenant and settings the rules read; fields parse typed text in its locale. */
    getContext: (): ValidationContext => context,

    /** The fields a new layout places (a tenant's layout script): values and edits stay. */
    setFields(next: FormFields): void {
      if (next === fields) return;
      fields = next;
      notify(undefined);
    },

    setContext(next: ValidationContext): void {
      context = next;
      notify(undefined);
    },
  };
}

export type FormStore = ReturnType<typeof createFormStore>;

function sameSnapshot(a: FieldSnapshot, b: FieldSnapshot): boolean {
  return (
    Object.is(a.value, b.value) &&
    a.error === b.error &&
    a.touched === b.touched &&
    a.shown === b.shown &&
    a.mandatory === b.mandatory &&
    a.readOnly === b.readOnly &&
    a.disabled === b.disabled
  );
}
