import type { FieldDefinition } from '@lessor/domain/fields';
import { pathSteps } from './path.ts';

/** Grid columns of a field (of 12) per breakpoint; the layout's `colProps`. */
type ColumnSpan = Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/**
 * A field as a form shows it: its declaration, plus the metadata a layout may set on it
 * (foundation.md §3: min, max, query, select, warning, error, hidden, disabled, readOnly,
 * showMandatoryHint, colProps) and the settings of the types that need them.
 */
export interface FormField extends Omit<FieldDefinition, 'fields' | 'min' | 'max'> {
  /** Length for texts, value for numbers, ISO date for dates. */
  min?: number | string;
  max?: number | string;
  fields?: Readonly<Record<string, FormField>>;
  hidden?: boolean;
  /** The component that shows the field when it is not its type's (a switch for a flag, a grid select). */
  widget?: string;
  disabled?: boolean;
  /** Shows the mandatory asterisk without making the field mandatory. */
  showMandatoryHint?: boolean;
  colProps?: ColumnSpan;
  /** A message shown under the field that does not block saving. */
  warning?: string;
  /** A message that blocks saving until the layout clears it (foundation.md §5). */
  error?: string;
  placeholder?: string;
  /** A select whose options come from a path (`/api/...`) rather than a reference list. */
  query?: string;
  /** A select that accepts values outside its options ('Create "{text}"'). */
  creatable?: boolean;
  /** A custom format, as a regular expression ('Invalid format'). */
  pattern?: string;
  forceCase?: 'upper' | 'lower';
  /** Slider step, and grid select's columns. */
  step?: number;
  columns?: number;
  /** Number fields: the typed value's sign is flipped (an amount owed). */
  negative?: boolean;
}

export type FormFields = Readonly<Record<string, FormField>>;

/**
 * The field a path names: `addresses[0].city` is the `city` sub-field of each `addresses` item.
 * @example fieldAtPath(personFields, 'addresses[0].city')?.label // 'City'
 */
export function fieldAtPath(fields: FormFields, path: string): FormField | undefined {
  let scope: FormFields | undefined = fields;
  let field: FormField | undefined;
  for (const step of pathSteps(path)) {
    if (typeof step === 'number') {
      if (field?.type !== 'list' && !field?.multiple) return undefined;
      continue;
    }
    field = scope?.[step];
    if (!field) return undefined;
    scope = field.fields;
  }
  return field;
}
