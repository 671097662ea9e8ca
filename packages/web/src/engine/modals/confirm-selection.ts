import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n.ts';

interface Confirmation {
  message: ReactNode;
  /** 'Confirm your selection' unless told (foundation.md §2). */
  title?: string;
  onConfirm(): void;
  onCancel?(): void;
}

/**
 * The shared confirmation dialog: titled 'Confirm your selection' unless told, with No and Yes
 * (the modals provider's labels). Closing it any other way than Yes counts as No.
 */
export function confirmSelection({
  message,
  title = 'Confirm your selection',
  onConfirm,
  onCancel,
}: Confirmation): void {
  let answered = false;
  modals.openConfirmModal({
    title: i18n.t(title),
    // Mantine's close button is an icon: without a name, a screen reader announces a bare button.
    closeButtonProps: { 'aria-label': i18n.t('Close') },
    children: message,
    onConfirm: () => {
      answered = true;
      onConfirm();
    },
    onCancel: () => {
      answered = true;
      onCancel?.();
    },
    onClose: () => {
      if (!answered) onCancel?.();
    },
  });
}
