import type { FieldOption } from '@lessor/domain/fields';
import { Alert, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../engine/fields/FieldInput.tsx';
import { createFormStore } from '../../engine/form/create-form-store.ts';
import { DialogForm } from '../../engine/form/DialogForm.tsx';
import type { FormFields } from '../../engine/form/form-field.ts';
import { type DirectDebitFileMade, makeDirectDebitFile } from './direct-debit-file.ts';
import { nextCollectionDate } from './next-collection-date.ts';
import { useCreditorAccounts } from './useCreditorAccounts.ts';

interface Props {
  onCancel(): void;
  onMade(file: DirectDebitFileMade): void;
}

/** The file's questions, once the accounts that may be credited are known. */
export function DirectDebitFileForm(props: Props) {
  const { t } = useTranslation();
  const accounts = useCreditorAccounts();
  if (accounts.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  return <FileForm {...props} accounts={accounts.data ?? []} />;
}

function FileForm({ accounts, onCancel, onMade }: Props & { accounts: readonly FieldOption[] }) {
  const { t } = useTranslation();
  const scope = `direct-debit-file${useId()}`;
  const [store] = useState(() => {
    const fields: FormFields = {
      collectionDate: { type: 'date', label: 'Collection date', mandatory: true },
      creditorBankAccount: {
        type: 'select',
        label: 'Creditor account',
        options: accounts,
        placeholder: 'The first account with a creditor identifier',
      },
    };
    return createFormStore(fields, { collectionDate: `${nextCollectionDate()}T00:00:00.000Z` }, {}, scope);
  });
  const make = useMutation({
    mutationFn: () => {
      const account = store.getValue('creditorBankAccount');
      return makeDirectDebitFile({
        dueDate: String(store.getValue('collectionDate')).slice(0, 10),
        ...(typeof account === 'string' && account !== '' ? { creditorBankAccount: account } : {}),
      });
    },
    onSuccess: onMade,
    meta: { errorShownInline: true },
  });
  return (
    <DialogForm
      store={store}
      scope={scope}
      pending={make.isPending}
      submitLabel={t('Make file')}
      onValid={() => make.mutate()}
      onCancel={onCancel}
    >
      <FieldInput path="collectionDate" />
      {/* Without an account to offer, the server says why no file can be made. */}
      {accounts.length > 0 && <FieldInput path="creditorBankAccount" />}
      {make.error && (
        <Alert color="red" role="alert" title={t('No file was made')}>
          {make.error.message}
        </Alert>
      )}
    </DialogForm>
  );
}
