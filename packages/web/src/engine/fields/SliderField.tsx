import { fieldDefaults } from '@lessor/domain/formats';
import { Input, Slider } from '@mantine/core';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** A number picked on a slider: from 0, by steps of 10, over 100 unless the field says otherwise. */
export function SliderField(props: FieldProps) {
  const { field, value, onChange, readOnly } = props;
  const { id, label, withAsterisk, error, description, disabled, onBlur } = useInputProps(props);
  const min = typeof field.min === 'number' ? field.min : fieldDefaults.slider.start;
  const max = typeof field.max === 'number' ? field.max : min + fieldDefaults.slider.density;
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      withAsterisk={withAsterisk}
      error={error}
      description={description}
    >
      <Slider
        thumbLabel={label}
        min={min}
        max={max}
        step={field.step ?? fieldDefaults.slider.step}
        value={typeof value === 'number' ? value : min}
        disabled={disabled || readOnly}
        onChangeEnd={onBlur}
        onChange={onChange}
        mt="xs"
        mb="md"
      />
    </Input.Wrapper>
  );
}
