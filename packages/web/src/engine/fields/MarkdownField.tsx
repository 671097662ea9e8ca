import { Group, Input, Loader, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

const MarkdownView = lazy(() =>
  import('./MarkdownView.tsx').then((module) => ({ default: module.MarkdownView })),
);

/** Markdown text, edited as text or seen rendered (foundation.md §4); read-only shows it rendered. */
export function MarkdownField(props: FieldProps) {
  const { value, onChange, readOnly } = props;
  const { t } = useTranslation();
  const [mode, setMode] = useState<'edit' | 'view'>(readOnly ? 'view' : 'edit');
  const inputProps = useInputProps(props);
  const text = typeof value === 'string' ? value : '';
  return (
    <Stack gap={4}>
      {!readOnly && (
        <Group justify="flex-end">
          <SegmentedControl
            size="xs"
            aria-label={`${inputProps.label}: ${t('Edit or view')}`}
            value={mode}
            onChange={(next) => setMode(next === 'view' ? 'view' : 'edit')}
            data={[
              { value: 'edit', label: t('Edit') },
              { value: 'view', label: t('View') },
            ]}
          />
        </Group>
      )}
      {mode === 'edit' ? (
        <Textarea
          {...inputProps}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <Input.Wrapper
          id={inputProps.id}
          labelElement="div"
          label={inputProps.label}
          error={inputProps.error}
        >
          <Suspense fallback={<Loader size="xs" role="status" aria-label={t('Loading')} />}>
            <MarkdownView markdown={text} />
          </Suspense>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
