import { fieldDefaults } from '@lessor/domain/formats';
import { ColorInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** A colour as #rrggbb, typed or picked; black until chosen (foundation.md §5). */
export function ColorField(props: FieldProps) {
  const { value, onChange } = props;
  const { t } = useTranslation();
  return (
    <ColorInput
      {...useInputProps(props)}
      eyeDropperButtonProps={{ 'aria-label': t('Pick a colour from the screen') }}
      format="hex"
      value={typeof value === 'string' ? value : fieldDefaults.color}
      onChange={onChange}
    />
  );
}
