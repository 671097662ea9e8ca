import { Button, FileButton } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onFile(file: File): void;
  loading: boolean;
  /** File types the picker offers first (`image/*`). */
  accept?: string;
  /** The accessible name when several upload buttons share a page ('Upload an image'). */
  label?: string;
}

/** Picks one file and hands it over; the same file can be picked again after a failure. */
export function DocumentUploadButton({ onFile, loading, accept, label }: Props) {
  const { t } = useTranslation();
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={reset}
      {...(accept ? { accept } : {})}
      onChange={(file) => {
        if (file) onFile(file);
        reset.current?.();
      }}
    >
      {(props) => (
        <Button size="xs" loading={loading} {...props} {...(label ? { 'aria-label': label } : {})}>
          {t('Upload')}
        </Button>
      )}
    </FileButton>
  );
}
