import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormStore } from './create-form-store.ts';
import { FormModeContext } from './FormModeContext.tsx';
import { FormStoreContext } from './FormStoreContext.tsx';
import { revealField } from './reveal-field.ts';

interface DialogFormProps {
  store: FormStore;
  /** The scope the store was created with: a refused submit scrolls to its first faulty field. */
  scope: string;
  /** While the form's request runs: fields disabled, the submit button loading. */
  pending: boolean;
  /** Already translated. */
  submitLabel: string;
  /** Called when every field passes its checks. */
  onValid(): void;
  /** A form of its own page has nothing to cancel: no Cancel button then. */
  onCancel?: () => void;
  children: ReactNode;
}

/** A tool dialog's (or a small page's) form: its fields, then Cancel and the submit button, checked before it is sent. */
export function DialogForm({
  store,
  scope,
  pending,
  submitLabel,
  onValid,
  onCancel,
  children,
}: DialogFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = store.attemptSubmit()[0];
    if (first) revealField(first, scope);
    else onValid();
  };
  return (
    <FormStoreContext.Provider value={store}>
      <FormModeContext.Provider value={{ readOnly: false, disabled: pending }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {children}
            <Group justify="end" gap="xs" mt="md">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {t('Cancel')}
                </Button>
              )}
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModeContext.Provider>
    </FormStoreContext.Provider>
  );
}
