import type { ImportedBankStatement } from '@lessor/domain/api';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListContext } from '../../engine/list/ListContext.tsx';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';
import { useMayWrite } from '../../engine/record/usePermissionChecks.ts';
import { ImportStatementForm } from './ImportStatementForm.tsx';
import { ImportStatementResult } from './ImportStatementResult.tsx';

/**
 * The bank statements list's 'Import statement' (docs/collections.md): the bank's camt.053 or
 * camt.054 file uploaded, then what importing did with its payments, and the way to those left to reconcile.
 */
export function ImportStatementTool() {
  const { t } = useTranslation();
  const { entity } = useListContext();
  const [opened, setOpened] = useState(false);
  const [imported, setImported] = useState<ImportedBankStatement | undefined>();
  const queryClient = useQueryClient();
  if (!useMayWrite(entity.apiPath)) return null;
  const close = () => {
    setOpened(false);
    setImported(undefined);
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('Import statement')}
      </Button>
      <EditDialog title={t('Import statement')} opened={opened} onClose={close}>
        {opened && imported && <ImportStatementResult entity={entity} statement={imported} onClose={close} />}
        {opened && !imported && (
          <ImportStatementForm
            onCancel={close}
            onImported={(statement) => {
              setImported(statement);
              void queryClient.invalidateQueries({ queryKey: [entity.name] });
              // Its payments are new rows of the bank transactions and the reconciliation screen.
              void queryClient.invalidateQueries({ queryKey: ['BankTransaction'] });
            }}
          />
        )}
      </EditDialog>
    </>
  );
}
