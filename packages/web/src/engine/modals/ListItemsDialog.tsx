import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { childPath } from '../form/path.ts';
import { DialogButtons } from './DialogButtons.tsx';
import { EditDialog } from './EditDialog.tsx';
import type { ListDraft } from './useListDraft.ts';

export type ListItem = Record<string, unknown>;

export const listItemsOf = (value: unknown): ListItem[] =>
  Array.isArray(value) ? (value as ListItem[]) : [];

interface Props {
  title: string;
  path: string;
  draft: ListDraft;
  items: readonly ListItem[];
  /** The sub-fields shown in each item's grid. */
  keys: readonly string[];
  /** Each item's legend: 'Address 2'. */
  legend: string;
  readOnly: boolean;
  onChange(items: ListItem[]): void;
  addLabel: string;
  canAdd?: boolean;
  newItem?: ListItem;
  /** Shown above an item's grid (its type). */
  before?(index: number): ReactNode;
  /** Buttons of an item besides Delete (Make it first/default). */
  actions?(index: number): ReactNode;
  canDelete?(index: number): boolean;
  cancelLabel?: string;
  saveDisabled?: boolean;
}

/**
 * The dialog editing a whole list of the record: one block per item with its fields, its actions
 * and Delete, then Add, and Cancel (or Close) restoring and Save keeping (business-areas.md §2).
 */
export function ListItemsDialog(props: Props) {
  const { title, path, draft, items, keys, legend, readOnly, onChange } = props;
  const { t } = useTranslation();
  const canDelete = props.canDelete ?? (() => true);
  return (
    <EditDialog opened={draft.opened} onClose={draft.cancel} title={title} size="xl">
      <Stack gap="sm">
        {items.map((_, index) => {
          const itemPath = childPath(path, index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are edited by position.
            <Fieldset key={index} legend={`${legend} ${index + 1}`}>
              {props.before?.(index)}
              <FieldGrid paths={keys.map((key) => childPath(itemPath, key))} />
              {!readOnly && (
                <Group justify="end" mt="xs" gap="xs">
                  {props.actions?.(index)}
                  {canDelete(index) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onChange(items.filter((__, position) => position !== index))}
                    >
                      {t('Delete')}
                    </Button>
                  )}
                </Group>
              )}
            </Fieldset>
          );
        })}
      </Stack>
      <DialogButtons
        readOnly={readOnly}
        onCancel={draft.cancel}
        onSave={draft.save}
        {...(props.cancelLabel ? { cancelLabel: props.cancelLabel } : {})}
        {...(props.saveDisabled !== undefined ? { saveDisabled: props.saveDisabled } : {})}
      >
        {props.canAdd !== false && (
          <Button variant="default" onClick={() => onChange([...items, props.newItem ?? {}])}>
            {t(props.addLabel)}
          </Button>
        )}
      </DialogButtons>
    </EditDialog>
  );
}
