import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import type { FieldProps } from '../fields/field-props.ts';
import { useFormStore } from '../form/FormStoreContext.tsx';
import { childPath } from '../form/path.ts';
import { DialogButtons } from './DialogButtons.tsx';
import { EditDialog } from './EditDialog.tsx';
import { listItemsOf } from './ListItemsDialog.tsx';
import { ListSummary } from './ListSummary.tsx';
import { saveContact } from './list-rules.ts';
import { useListDraft } from './useListDraft.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The person's contacts: a line per contact, each opened in the 'Contact' dialog (Save and
 * Cancel, or Close when read-only). Add appends a blank contact, and closing that add discards it;
 * Cancel restores; saving a default contact unsets default on the others (foundation.md §4).
 */
export function ContactsField(props: FieldProps) {
  const { field, path, id, value, error, onChange, readOnly } = props;
  const { t } = useTranslation();
  const store = useFormStore();
  const draft = useListDraft(path);
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const contacts = listItemsOf(value);
  const keys = Object.keys(field.fields ?? {});
  const open = (index: number) => {
    setEditing(index);
    draft.open();
  };
  const save = () => {
    if (editing === undefined || !draft.save()) return;
    onChange(saveContact(listItemsOf(store.getValue(path)), editing));
    setEditing(undefined);
  };
  const cancel = () => {
    draft.cancel();
    setEditing(undefined);
  };
  return (
    <>
      <ListSummary
        id={id}
        label={t(field.label)}
        readOnly={readOnly}
        error={error}
        lines={contacts.map((contact, index) => (
          <Group gap="xs" key={String(index)}>
            <Button size="compact-sm" variant="subtle" onClick={() => open(index)}>
              {[text(contact.firstName), text(contact.lastName)].filter(Boolean).join(' ') ||
                text(contact.position) ||
                `${t('Contact')} ${index + 1}`}
            </Button>
            {text(contact.position)}
            {contact.isDefault === true && <Badge size="sm">{t('Default')}</Badge>}
          </Group>
        ))}
      >
        {!readOnly && (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              // The dialog remembers the list before the blank contact, so closing it discards the add.
              setEditing(contacts.length);
              draft.open();
              onChange([...contacts, {}]);
            }}
          >
            {t('Add contact')}
          </Button>
        )}
      </ListSummary>
      <EditDialog opened={draft.opened} onClose={cancel} title={t('Contact')} size="lg">
        {editing !== undefined && (
          <FieldGrid paths={keys.map((key) => childPath(childPath(path, editing), key))} />
        )}
        <DialogButtons readOnly={readOnly} onCancel={cancel} onSave={save} />
      </EditDialog>
    </>
  );
}
