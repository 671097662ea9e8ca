import type { FieldOption } from '@lessor/domain/fields';
import { Alert, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '../../api/answered-job.ts';
import { FieldInput } from '../../engine/fields/FieldInput.tsx';
import { createFormStore } from '../../engine/form/create-form-store.ts';
import { DialogForm } from '../../engine/form/DialogForm.tsx';
import type { FormFields } from '../../engine/form/form-field.ts';
import { JobProgressBar } from '../../engine/jobs/JobProgressBar.tsx';
import { nextCollectionDate } from './next-collection-date.ts';
import type { PaymentFileMade } from './payment-file-api.ts';
import type { PaymentFileKind } from './payment-file-kinds.ts';

interface Props {
  kind: PaymentFileKind;
  onCancel(): void;
  onMade(made: PaymentFileMade): void;
}

/** The file's questions (its day, its account), once the accounts it may use are known. */
export function PaymentFileForm(props: Props) {
  const { t } = useTranslation();
  const accounts = props.kind.useAccounts();
  if (accounts.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  return <FileForm {...props} accounts={accounts.data ?? []} />;
}

function FileForm({ kind, accounts, onCancel, onMade }: Props & { accounts: readonly FieldOption[] }) {
  const { t } = useTranslation();
  const scope = `payment-file${useId()}`;
  const [store] = useState(() => {
    const fields: FormFields = {
      day: { type: 'date', label: kind.dayLabel, mandatory: true },
      account: {
        type: 'select',
        label: kind.accountLabel,
        options: accounts,
        placeholder: kind.accountPlaceholder,
      },
    };
    return createFormStore(fields, { day: `${nextCollectionDate()}T00:00:00.000Z` }, {}, scope);
  });
  const [progress, setProgress] = useState<JobProgress>();
  const make = useMutation({
    mutationFn: () => {
      const account = store.getValue('account');
      setProgress(undefined);
      return kind.make(
        String(store.getValue('day')).slice(0, 10),
        typeof account === 'string' && account !== '' ? account : undefined,
        setProgress,
      );
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
      <FieldInput path="day" />
      {/* Without an account to offer, the server says why no file can be made. */}
      {accounts.length > 0 && <FieldInput path="account" />}
      {/* A large book's file is made as a job: how far it is, while the dialog waits. */}
      {make.isPending && progress && (
        <JobProgressBar progress={progress} countText="{{processed}} of {{total}} invoices in the file" />
      )}
      {make.error && (
        <Alert color="red" role="alert" title={t('No file was made')}>
          {make.error.message}
        </Alert>
      )}
    </DialogForm>
  );
}
