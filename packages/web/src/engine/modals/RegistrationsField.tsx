import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../fields/field-props.ts';
import { ListItemsDialog, listItemsOf } from './ListItemsDialog.tsx';
import { ListSummary } from './ListSummary.tsx';
import { useListDraft } from './useListDraft.ts';

/** The record's other registrations (type and number), edited in the 'Registrations' dialog. */
export function RegistrationsField(props: FieldProps) {
  const { field, path, id, value, error, onChange, readOnly } = props;
  const { t } = useTranslation();
  const draft = useListDraft(path);
  const registrations = listItemsOf(value);
  return (
    <>
      <ListSummary
        id={id}
        label={t(field.label)}
        readOnly={readOnly}
        error={error}
        onOpen={draft.open}
        lines={registrations.map((item) => [item.type, item.registration].filter(Boolean).join(' '))}
      />
      <ListItemsDialog
        title={t('Registrations')}
        path={path}
        draft={draft}
        items={registrations}
        keys={Object.keys(field.fields ?? {})}
        legend={t('Registration')}
        readOnly={readOnly}
        onChange={onChange}
        addLabel="Add"
      />
    </>
  );
}
