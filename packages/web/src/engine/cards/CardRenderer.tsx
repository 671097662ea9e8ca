import { Alert } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModeContext, useFormMode } from '../form/FormModeContext.tsx';
import { useFieldSnapshot } from '../form/FormStoreContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import { cardTypes } from './card-types.ts';
import type { LayoutCard } from './detail-layout.ts';

/** A card of a layout, by its type; shown only while its condition on the record holds, read-only when it says so. */
export const CardRenderer = memo(function CardRenderer({ card }: { card: LayoutCard }) {
  return card.visibleWhen ? <ConditionalCard card={card} /> : <TypedCard card={card} />;
});

function ConditionalCard({ card }: { card: LayoutCard }) {
  const condition = card.visibleWhen;
  const { value } = useFieldSnapshot(condition?.field ?? '');
  if (condition && !condition.in.includes(String(value ?? ''))) return null;
  return <TypedCard card={card} />;
}

function TypedCard({ card }: { card: LayoutCard }) {
  const mode = useFormMode();
  return card.readOnly && !mode.readOnly ? (
    <FormModeContext.Provider value={{ ...mode, readOnly: true }}>
      <CardOfType card={card} />
    </FormModeContext.Provider>
  ) : (
    <CardOfType card={card} />
  );
}

function CardOfType({ card }: { card: LayoutCard }) {
  const { t } = useTranslation();
  const type = card.type ?? 'Fields';
  const Card = Object.hasOwn(cardTypes, type) ? cardTypes[type] : undefined;
  if (!Card) {
    return (
      <CardFrame card={card}>
        <Alert color="gray">{t('Unknown type')}</Alert>
      </CardFrame>
    );
  }
  return <Card card={card} />;
}
