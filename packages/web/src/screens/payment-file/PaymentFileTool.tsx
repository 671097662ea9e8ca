import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldComponentsProvider } from '../../engine/fields/FieldComponentsProvider.tsx';
import { useListContext } from '../../engine/list/ListContext.tsx';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';
import { useMayWrite } from '../../engine/record/usePermissionChecks.ts';
import { PaymentFileForm } from './PaymentFileForm.tsx';
import { PaymentFileResult } from './PaymentFileResult.tsx';
import type { PaymentFileMade } from './payment-file-api.ts';
import type { PaymentFileKind } from './payment-file-kinds.ts';

/**
 * A payment files list's button making one kind of file (docs/collections.md): a dialog asking its
 * day and its account, then the file made and the invoices it left out, each with its reason.
 */
export function PaymentFileTool({ kind }: { kind: PaymentFileKind }) {
  const { t } = useTranslation();
  const { entity } = useListContext();
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState<PaymentFileMade | undefined>();
  const queryClient = useQueryClient();
  if (!useMayWrite(entity.apiPath)) return null;
  const close = () => {
    setOpened(false);
    setMade(undefined);
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t(kind.title)}
      </Button>
      <EditDialog title={t(kind.title)} opened={opened} onClose={close}>
        {opened && made && <PaymentFileResult entity={entity} kind={kind} made={made} onClose={close} />}
        {opened && !made && (
          <FieldComponentsProvider>
            <PaymentFileForm
              kind={kind}
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
