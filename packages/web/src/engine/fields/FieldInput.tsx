import { Text } from '@mantine/core';
import { fieldComponents } from './field-components.ts';
import type { FieldProps } from './field-props.ts';

/** The field's component from the registry. */
export function FieldInput(props: FieldProps) {
  const Component = fieldComponents[props.field.type];
  if (!Component) return <Text c="red">Unknown type</Text>;
  return <Component {...props} />;
}
