import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useListContext } from '../../engine/list/ListContext.tsx';
import { PasteRowsDialog } from './PasteRowsDialog.tsx';
import { useTabularPaste } from './useTabularPaste.ts';

interface Props {
  /** The button's and the dialog's words, translated. */
  label: string;
  /** Tells the user how many records were made, in the entity's words. */
  onCreated(count: number): void;
}

/**
 * A list's paste of rows from a spreadsheet, or of an Excel file's first sheet: the button opens
 * the dialog, and rows pasted straight onto the list (Ctrl+V) open it with them.
 */
export function PasteRowsTool({ label, onCreated }: Props) {
  const { entity } = useListContext();
  // The text the dialog opens with; undefined while it is closed.
  const [pasted, setPasted] = useState<string>();
  const open = useCallback((text: string) => setPasted(text), []);
  useTabularPaste(pasted === undefined, open);
  return (
    <>
      <Button variant="default" onClick={() => open('')} title="Ctrl+V">
        {label}
      </Button>
      {pasted !== undefined && (
        <PasteRowsDialog
          entity={entity}
          title={label}
          initialText={pasted}
          onCreated={onCreated}
          onClose={() => setPasted(undefined)}
        />
      )}
    </>
  );
}
