import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../fields/FieldInput.tsx';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useFieldSnapshot, useFormStore } from '../form/FormStoreContext.tsx';
import { cellText } from '../inline/cell-text.ts';
import { ReferenceLink } from '../references/ReferenceLink.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';
import { isLayoutField } from './detail-layout.ts';

interface Settings {
  /** The sub-field holding the linked record's registration. */
  linkField: string;
  /** The sub-fields shown beside the link. */
  columns: readonly string[];
  editable: boolean;
}

const settingsOf: Record<string, Settings> = {
  Persons: { linkField: 'personRegistration', columns: ['role'], editable: true },
  PersonsReadOnly: { linkField: 'personRegistration', columns: ['role'], editable: false },
};

/**
 * A list of the record naming other records (its persons by role; asset lines have their editor,
 * `asset-lines/AssetLinesCard.tsx`): each by its
 * record's current name and registration, linked to its page (the names of a card come in one
 * call); editable below unless the card is read-only (PersonsReadOnly always is).
 */
export function LinkedItemsCard({ card }: CardProps) {
  const { t, i18n } = useTranslation();
  const store = useFormStore();
  const { readOnly } = useFormMode();
  const settings = settingsOf[card.type ?? ''] ?? settingsOf.Persons;
  const path = card.elements?.find(isLayoutField)?.field ?? 'persons';
  const { value } = useFieldSnapshot(path);
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const subFields = store.field(path)?.fields ?? {};
  if (!settings) return null;
  const target = subFields[settings.linkField]?.references ?? 'Person';
  const editable = settings.editable && !readOnly && !card.readOnly;
  return (
    <CardFrame card={card}>
      <Stack gap="sm">
        {items.length === 0 && <Text size="sm">{t('No data')}</Text>}
        {items.length > 0 && (
          <Table aria-label={t(card.title)}>
            <Table.Tbody>
              {items.map((item, index) => {
                const registration =
                  typeof item[settings.linkField] === 'string' ? String(item[settings.linkField]) : '';
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position.
                  <Table.Tr key={index}>
                    <Table.Td>
                      <ReferenceLink target={target} registration={registration} />
                    </Table.Td>
                    {settings.columns.map((column) => (
                      <Table.Td key={column}>
                        {t(cellText(subFields[column], item[column], i18n.language))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {editable && <FieldInput path={path} />}
      </Stack>
    </CardFrame>
  );
}
