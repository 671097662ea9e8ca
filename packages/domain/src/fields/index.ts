export { type DisplayFlags, displayFlagsOf } from './display-flags.ts';
export {
  type FieldCondition,
  type FieldDefinition,
  type FieldOption,
  type FieldType,
  fieldTypes,
  type IdentifierKind,
  type RateKind,
} from './field-definition.ts';
export { fieldMessages, isEmptyValue, isMandatory, isVisible } from './field-messages.ts';
export { type ValueKind, valueKindOf } from './value-kind.ts';
