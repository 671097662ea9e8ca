import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readOnly: boolean;
  onCancel(): void;
  onSave(): void;
  /** 'Cancel' unless the dialog says 'Close' (the addresses dialog). */
  cancelLabel?: string;
  saveDisabled?: boolean;
  /** Buttons on the left (Add). */
  children?: ReactNode;
}

/** The buttons of an editing dialog: Cancel and Save, or Close alone when read-only (foundation.md §2). */
export function DialogButtons({
  readOnly,
  onCancel,
  onSave,
  cancelLabel = 'Cancel',
  saveDisabled,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      <Group gap="xs">{!readOnly && children}</Group>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel}>
          {readOnly ? t('Close') : t(cancelLabel)}
        </Button>
        {!readOnly && (
          <Button onClick={onSave} disabled={saveDisabled}>
            {t('Save')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
