import type { CatalogModel } from '@lessor/domain/api';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogModelChooser } from '../../catalog/CatalogModelChooser.tsx';
import { type CatalogLineChoice, CatalogModelLineForm } from '../../catalog/CatalogModelLineForm.tsx';
import { useFieldSnapshot } from '../../form/FormStoreContext.tsx';
import { EditDialog } from '../../modals/EditDialog.tsx';

interface Props {
  currency: string;
  onAdded(choice: CatalogLineChoice): void;
  onClose(): void;
}

/**
 * 'Add from the catalogue' of the asset-lines editor: a model searched in the vehicle catalogue
 * and the company's own items, then its price and the residual value at the file's term end; the
 * asset is created from the model and becomes a new line.
 */
export function CatalogLineDialog({ currency, onAdded, onClose }: Props) {
  const { t } = useTranslation();
  const [model, setModel] = useState<CatalogModel | undefined>(undefined);
  const duration = useFieldSnapshot('duration').value;
  const months = typeof duration === 'number' && duration > 0 ? duration : undefined;
  return (
    <EditDialog title={t('Add from the catalogue')} opened onClose={onClose} size="xl">
      {model ? (
        <Stack gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => setModel(undefined)}>
            {t('Choose another model')}
          </Anchor>
          <CatalogModelLineForm
            model={model}
            months={months}
            currency={currency}
            submitLabel={t('Add the line')}
            onAdded={onAdded}
          />
        </Stack>
      ) : (
        <CatalogModelChooser onChoose={setModel} />
      )}
    </EditDialog>
  );
}
