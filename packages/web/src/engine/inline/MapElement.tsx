import { Loader } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldSnapshot } from '../form/FormStoreContext.tsx';
import type { InlineProps } from './inline-props.ts';
import { markersOfAddresses } from './map-markers.ts';
import { listProp, textProp } from './prop-readers.ts';

const LeafletMap = lazy(() => import('./LeafletMap.tsx').then((module) => ({ default: module.LeafletMap })));

/** A map with a marker per address of the record's list (`props.field`, addresses by default). */
export function MapElement({ props }: InlineProps) {
  const { t } = useTranslation();
  const { value } = useFieldSnapshot(textProp(props, 'field') || 'addresses');
  const markers = useMemo(() => markersOfAddresses(listProp(value)), [value]);
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
      <LeafletMap markers={markers} label={t('Map')} />
    </Suspense>
  );
}
