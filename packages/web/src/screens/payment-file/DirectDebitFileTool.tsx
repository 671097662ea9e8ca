import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldComponentsProvider } from '../../engine/fields/FieldComponentsProvider.tsx';
import { useListContext } from '../../engine/list/ListContext.tsx';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';
import { useMayWrite } from '../../engine/record/useMayWrite.ts';
import { DirectDebitFileForm } from './DirectDebitFileForm.tsx';
import { DirectDebitFileResult } from './DirectDebitFileResult.tsx';
import type { DirectDebitFileMade } from './direct-debit-file.ts';

/**
 * The payment files list's 'Direct-debit file' (docs/collections.md): a dialog asking the collection
 * day and the account credited, then the file made and the invoices it left out, each with its reason.
 */
export function DirectDebitFileTool() {
  const { t } = useTranslation();
  const { entity } = useListContext();
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState<DirectDebitFileMade | undefined>();
  const queryClient = useQueryClient();
  if (!useMayWrite(entity.apiPath)) return null;
  const close = () => {
    setOpened(false);
    setMade(undefined);
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('Direct-debit file')}
      </Button>
      <EditDialog title={t('Direct-debit file')} opened={opened} onClose={close}>
        {opened && made && <DirectDebitFileResult entity={entity} file={made} onClose={close} />}
        {opened && !made && (
          <FieldComponentsProvider>
            <DirectDebitFileForm
              onCancel={close}
              onMade={(file) => {
                setMade(file);
                // The rows and the KPI strip both come from the entity's queries.
                void queryClient.invalidateQueries({ queryKey: [entity.name] });
              }}
            />
          </FieldComponentsProvider>
        )}
      </EditDialog>
    </>
  );
}
