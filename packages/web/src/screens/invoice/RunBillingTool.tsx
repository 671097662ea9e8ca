import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import type { FieldOption } from '@lessor/domain/fields';
import { Button, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAnsweredJob, type JobProgress } from '../../api/answered-job.ts';
import { apiJson } from '../../api/api-client.ts';
import { FieldComponentsProvider } from '../../engine/fields/FieldComponentsProvider.tsx';
import { FieldInput } from '../../engine/fields/FieldInput.tsx';
import { createFormStore } from '../../engine/form/create-form-store.ts';
import { DialogForm } from '../../engine/form/DialogForm.tsx';
import type { FormFields } from '../../engine/form/form-field.ts';
import { JobProgressBar } from '../../engine/jobs/JobProgressBar.tsx';
import { useListContext } from '../../engine/list/ListContext.tsx';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';
import { useMayWrite } from '../../engine/record/usePermissionChecks.ts';
import { notifySuccess } from '../../notifications/notify.ts';

/** The organisations contracts are booked in: persons of type O (business-areas.md §5). */
const organizationsPath = `${findEntity('Person')?.apiPath}?type=O&projection=registration,name&sort=name&range=0-249`;

/** The invoices list's 'Run billing' (business-areas.md §2): a dialog, then the billing run. */
export function RunBillingTool() {
  const { t } = useTranslation();
  const { entity } = useListContext();
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  // The run writes invoices: only the users who may write them are offered it.
  if (!useMayWrite(entity.apiPath)) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('Run billing')}
      </Button>
      <EditDialog title={t('Run billing')} opened={opened} onClose={() => setOpened(false)}>
        {opened && (
          <FieldComponentsProvider>
            <BillingDialogContent
              onCancel={() => setOpened(false)}
              onBilled={() => {
                setOpened(false);
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

function BillingDialogContent(props: { onCancel(): void; onBilled(): void }) {
  const { t } = useTranslation();
  const organizations = useQuery({
    queryKey: ['Person', 'billing-organizations'],
    queryFn: () => apiJson<EntityRecord[]>(organizationsPath),
  });
  if (organizations.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  const options = (organizations.data ?? []).map(
    (organization): FieldOption => ({
      value: organization.registration,
      label: typeof organization.name === 'string' ? organization.name : organization.registration,
    }),
  );
  return <BillingForm {...props} organizations={options} />;
}

/** Today in the user's calendar, stored as date fields store days: UTC midnight. */
function today(): string {
  const now = new Date();
  const day = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${day(now.getMonth() + 1)}-${day(now.getDate())}T00:00:00.000Z`;
}

/** The run's query (business-areas.md §7): the day as YYYYMMDD, the organisations as a comma list. */
function billingQuery(values: Readonly<Record<string, unknown>>): string {
  const chosen = Array.isArray(values.organizations) ? values.organizations.join(',') : '';
  const date = String(values.date).slice(0, 10).replaceAll('-', '');
  return new URLSearchParams({ date, ...(chosen ? { organizations: chosen } : {}) }).toString();
}

/** The run answers the invoices created, or a count of them (`nbTotal`). */
function createdCount(answer: unknown): number {
  if (Array.isArray(answer)) return answer.length;
  const total = (answer as { nbTotal?: unknown } | null)?.nbTotal;
  return typeof total === 'number' ? total : 0;
}

function BillingForm({
  organizations,
  onCancel,
  onBilled,
}: {
  organizations: readonly FieldOption[];
  onCancel(): void;
  onBilled(): void;
}) {
  const { t } = useTranslation();
  const scope = `billing${useId()}`;
  const [store] = useState(() => {
    const fields: FormFields = {
      date: { type: 'date', label: 'Billing date', mandatory: true },
      organizations: { type: 'select', label: 'Organizations', multiple: true, options: organizations },
    };
    return createFormStore(fields, { date: today(), organizations: [] }, {}, scope);
  });
  const [progress, setProgress] = useState<JobProgress>();
  const run = useMutation({
    // A large book is billed as a job: its progress shows under the form until it ends.
    mutationFn: () => {
      setProgress(undefined);
      const path = `${apiPaths.runBilling}?${billingQuery(store.getValues())}`;
      return callAnsweredJob<unknown>(path, { method: 'GET' }, setProgress);
    },
    onSuccess: (answer) => {
      notifySuccess('{{count}} invoice(s) created', { count: createdCount(answer) });
      onBilled();
    },
    // A failure ends the loading state; the mutation cache tells it with the generic error notifier.
  });
  return (
    <DialogForm
      store={store}
      scope={scope}
      pending={run.isPending}
      submitLabel={t('Run billing')}
      onValid={() => run.mutate()}
      onCancel={onCancel}
    >
      <FieldInput path="date" />
      <FieldInput path="organizations" />
      {run.isPending && progress && (
        <JobProgressBar progress={progress} countText="{{processed}} of {{total}} contracts done" />
      )}
    </DialogForm>
  );
}
