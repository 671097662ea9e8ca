import { type AssetLine, findEntity } from '@lessor/domain/entities';
import { currencies } from '@lessor/domain/formats';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntitySearchModal } from '../../list/search-modal/EntitySearchModal.tsx';
import { useQuickAdd } from '../../list/search-modal/quick-add-context.ts';
import { DialogButtons } from '../../modals/DialogButtons.tsx';
import { EditDialog } from '../../modals/EditDialog.tsx';
import { ReferenceLink } from '../../references/ReferenceLink.tsx';
import { useAssetLinesScope } from './AssetLinesContext.tsx';
import { LineNumbers } from './LineNumbers.tsx';
import { lineWithAsset } from './line-actions.ts';

const assetEntity = findEntity('Asset');
const personEntity = findEntity('Person');
/** business-areas.md §5: the supplier is searched among the persons of role SUPPLIER. */
const suppliersOnly = { 'roles.role': 'SUPPLIER' };
/** A supplier added from the line's dialog: a company holding the SUPPLIER role. */
const newSupplier = { type: 'C', roles: [{ role: 'SUPPLIER' }] };

interface Props {
  index: number;
  line: AssetLine;
  /** Prices a draft line as the editor prices the file's: its tax code's rate, its currency's decimals. */
  price(line: AssetLine): AssetLine;
  enterPrice(line: AssetLine, entered: { priceExclTax: number } | { priceInclTax: number }): AssetLine;
  onClose(): void;
}

/**
 * The asset edit/view dialog of a line (business-areas.md §2): its asset (searched in the asset
 * search), name, supplier (searched among the suppliers, or added in the quick add), quantity and prices, tax code, currency
 * and flags, its prices following as they are typed. Save keeps the edits in the file, Cancel
 * leaves it as it was; read-only, the values and Close.
 */
export function AssetLineDialog({ index, line, price, enterPrice, onClose }: Props) {
  const { t } = useTranslation();
  const { readOnly, actions } = useAssetLinesScope();
  const [draft, setDraft] = useState<AssetLine>(line);
  const [searching, setSearching] = useState<'asset' | 'supplier' | 'new supplier' | undefined>(undefined);
  const QuickAdd = useQuickAdd();
  const change = (patch: Readonly<Record<string, unknown>>) =>
    setDraft((current) => price({ ...current, ...patch }));
  const text = (field: string) => (typeof draft[field] === 'string' ? String(draft[field]) : '');
  const supplier = text('supplierRegistration');
  return (
    <>
      <EditDialog
        title={t(readOnly ? 'Asset line {{number}}' : 'Edit asset line {{number}}', { number: index + 1 })}
        opened={searching === undefined}
        onClose={onClose}
        size="xl"
      >
        <Stack gap="sm">
          <Group gap="xs" align="center">
            <Text size="sm" fw={500}>
              {t('Asset')}
            </Text>
            <ReferenceLink target="Asset" registration={text('assetRegistration') || undefined} />
            {!readOnly && (
              <Button variant="default" size="xs" onClick={() => setSearching('asset')}>
                {t('Search an asset')}
              </Button>
            )}
          </Group>
          <TextInput
            label={t('Name')}
            value={text('name')}
            readOnly={readOnly}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
          <Group gap="xs" align="center">
            <Text size="sm" fw={500}>
              {t('Supplier')}
            </Text>
            {supplier ? <ReferenceLink target="Person" registration={supplier} /> : <Text size="sm">—</Text>}
            {!readOnly && (
              <Button variant="default" size="xs" onClick={() => setSearching('supplier')}>
                {t('Search a supplier')}
              </Button>
            )}
            {!readOnly && supplier && (
              <Button variant="subtle" size="xs" onClick={() => change({ supplierRegistration: undefined })}>
                {t('Remove the supplier')}
              </Button>
            )}
          </Group>
          <LineNumbers
            line={draft}
            onChange={change}
            onEnterPrice={(entered) => setDraft((current) => enterPrice(current, entered))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('Currency')}
              value={text('currency')}
              disabled={readOnly}
              data={['', ...currencies]}
              onChange={(event) => change({ currency: event.currentTarget.value || undefined })}
            />
            <Group gap="lg" mt="lg">
              <Checkbox
                label={t('Financed')}
                checked={draft.isFinanced === true}
                disabled={readOnly}
                onChange={(event) => change({ isFinanced: event.currentTarget.checked })}
              />
              <Checkbox
                label={t('Part exchange')}
                checked={draft.isPartExchange === true}
                disabled={readOnly}
                onChange={(event) =>
                  change({
                    isPartExchange: event.currentTarget.checked,
                    isFinanced: !event.currentTarget.checked,
                  })
                }
              />
            </Group>
          </SimpleGrid>
          <DialogButtons
            readOnly={readOnly}
            onCancel={onClose}
            onSave={() => {
              actions.replace(index, draft);
              onClose();
            }}
          />
        </Stack>
      </EditDialog>
      {searching === 'asset' && assetEntity && (
        <EntitySearchModal
          entity={assetEntity}
          onChoose={([asset]) => {
            if (asset) setDraft((current) => price(lineWithAsset(current, asset)));
            setSearching(undefined);
          }}
          onClose={() => setSearching(undefined)}
        />
      )}
      {searching === 'supplier' && personEntity && (
        <EntitySearchModal
          entity={personEntity}
          title={t('Search a supplier')}
          fixedFilters={suppliersOnly}
          {...(QuickAdd ? { onAdd: () => setSearching('new supplier') } : {})}
          onChoose={([person]) => {
            if (person) change({ supplierRegistration: person.registration });
            setSearching(undefined);
          }}
          onClose={() => setSearching(undefined)}
        />
      )}
      {searching === 'new supplier' && QuickAdd && personEntity && (
        <Suspense fallback={null}>
          <QuickAdd
            entity={personEntity}
            initial={newSupplier}
            onClose={(person) => {
              if (person) change({ supplierRegistration: person.registration });
              setSearching(undefined);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
