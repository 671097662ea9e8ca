import { addressToString, normalizeAddress } from '@lessor/domain/formats';
import { Badge, Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from '../fields/AddressSearch.tsx';
import { FieldInput } from '../fields/FieldInput.tsx';
import type { FieldProps } from '../fields/field-props.ts';
import { useFieldOptions } from '../fields/useFieldOptions.ts';
import { childPath } from '../form/path.ts';
import { useFormSettings } from '../form/useFormSettings.ts';
import { markersOfAddresses } from '../inline/map-markers.ts';
import { EditDialog } from './EditDialog.tsx';
import { ListItemsDialog, listItemsOf } from './ListItemsDialog.tsx';
import { ListSummary } from './ListSummary.tsx';
import { canAddAddress, canSaveAddresses, makeFirst } from './list-rules.ts';
import { useListDraft } from './useListDraft.ts';

const LeafletMap = lazy(() =>
  import('../inline/LeafletMap.tsx').then((module) => ({ default: module.LeafletMap })),
);

/**
 * The record's addresses: a short preview of each with its type badge, and the edit-addresses
 * dialog (one block per address with its mandatory type, Make it first/default after the first,
 * Add address, Close restoring, Save keeping; with uniqueAddressPerType, Add address goes once
 * every type is used and Save waits while types repeat: business-areas.md §2, §5). Each address
 * can be searched through the tenant's address provider, which fills its fields and location.
 */
export function AddressesField(props: FieldProps) {
  const { field, path, id, value, error, onChange, readOnly } = props;
  const { t } = useTranslation();
  const draft = useListDraft(path);
  const { uniqueAddressPerType } = useFormSettings();
  const { options } = useFieldOptions(field.fields?.type ?? { type: 'select', label: 'Type' });
  const addresses = listItemsOf(value);
  const [mapOpened, setMapOpened] = useState(false);
  const markers = markersOfAddresses(addresses);
  // The map button shows when the first address has a location (business-areas.md §2).
  const firstLocated = markersOfAddresses(addresses.slice(0, 1)).length > 0;
  const typeLabel = (type: unknown) =>
    options.find((option) => option.value === type)?.label ?? String(type ?? '');
  return (
    <>
      <ListSummary
        id={id}
        label={t(field.label)}
        readOnly={readOnly}
        error={error}
        onOpen={draft.open}
        lines={addresses.map((address, index) => (
          <Group gap="xs" key={String(index)} wrap="nowrap">
            {typeof address.type === 'string' && (
              <Badge size="sm" variant="outline">
                {t(typeLabel(address.type))}
              </Badge>
            )}
            {addressToString(address)}
          </Group>
        ))}
      >
        {firstLocated && (
          <Button size="xs" variant="default" onClick={() => setMapOpened(true)}>
            {t('Map')}
          </Button>
        )}
      </ListSummary>
      <EditDialog title={t('Map')} opened={mapOpened} onClose={() => setMapOpened(false)} size="xl">
        <Suspense fallback={null}>{mapOpened && <LeafletMap markers={markers} label={t('Map')} />}</Suspense>
      </EditDialog>
      <ListItemsDialog
        title={t(field.label)}
        path={path}
        draft={draft}
        items={addresses}
        keys={Object.keys(field.fields ?? {}).filter((key) => key !== 'type')}
        legend={t('Address')}
        readOnly={readOnly}
        onChange={onChange}
        addLabel="Add address"
        canAdd={canAddAddress(
          addresses,
          options.map((option) => option.value),
          uniqueAddressPerType,
        )}
        newItem={{ type: null }}
        before={(index) => (
          <>
            <FieldInput path={childPath(childPath(path, index), 'type')} />
            {!readOnly && (
              <AddressSearch
                id={`${id}-${index}-search`}
                onChoose={(found) =>
                  onChange(
                    addresses.map((address, at) =>
                      at === index ? normalizeAddress({ ...address, ...found }) : address,
                    ),
                  )
                }
              />
            )}
          </>
        )}
        actions={(index) =>
          index > 0 && (
            <Button size="xs" variant="default" onClick={() => onChange(makeFirst(addresses, index))}>
              {t('Make it first/default')}
            </Button>
          )
        }
        cancelLabel="Close"
        saveDisabled={!canSaveAddresses(addresses, uniqueAddressPerType)}
      />
    </>
  );
}
