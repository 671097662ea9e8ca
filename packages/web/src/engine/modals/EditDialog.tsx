import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  opened: boolean;
  onClose(): void;
  size?: 'lg' | 'xl';
  children: ReactNode;
}

/** A shared dialog: titled, a static backdrop (a click outside loses no edit), a labelled close button. */
export function EditDialog({ title, opened, onClose, size = 'lg', children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {children}
    </Modal>
  );
}
