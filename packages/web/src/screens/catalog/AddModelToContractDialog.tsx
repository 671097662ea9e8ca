import type { CatalogModel } from '@lessor/domain/api';
import { defaultCurrency } from '@lessor/domain/formats';
import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogModelLineForm } from '../../engine/catalog/CatalogModelLineForm.tsx';
import { ReferenceSelect } from '../../engine/list/search-modal/ReferenceSelect.tsx';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';
import { useAddModelToContract } from './useAddModelToContract.ts';

const contractReference = { target: 'Contract' };

/**
 * 'Add to a contract' of a model's page: a contract chosen by its name or registration, then the
 * model's price and residual value at that contract's term end, as the asset-lines editor offers.
 */
export function AddModelToContractDialog({ model, onClose }: { model: CatalogModel; onClose(): void }) {
  const { t } = useTranslation();
  const [registration, setRegistration] = useState<string | undefined>(undefined);
  const { contract, isLoading, error, add } = useAddModelToContract(registration);
  const duration = contract?.duration;
  const currency = typeof contract?.currency === 'string' ? contract.currency : defaultCurrency;
  return (
    <EditDialog title={t('Add to a contract')} opened onClose={onClose} size="xl">
      <Stack gap="sm">
        <ReferenceSelect
          reference={contractReference}
          label={t('Contract')}
          value={registration ?? ''}
          onChange={(value) => setRegistration(value)}
        />
        {isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {(error ?? add.error) && <Alert color="red">{(error ?? add.error)?.message}</Alert>}
        {/* Shown once the contract is read: its term sets the residual value, and a form shown
            before would be replaced, losing what was typed in it. */}
        {contract && (
          <CatalogModelLineForm
            key={contract.registration}
            model={model}
            months={typeof duration === 'number' && duration > 0 ? duration : undefined}
            currency={currency}
            submitLabel={t('Add to the contract')}
            onAdded={(choice) => add.mutate(choice)}
          />
        )}
      </Stack>
    </EditDialog>
  );
}
