import { apiPaths } from '@lessor/domain/api';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../fields/field-props.ts';
import { useInputProps } from '../fields/useInputProps.ts';
import { useFormStore } from '../form/FormStoreContext.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { useMayWrite } from '../record/usePermissionChecks.ts';
import { leaveUsername, useUsernameSuffix } from './person-user.ts';

/**
 * The username of a person's user, on the person form as in the quick add (business-areas.md §5):
 * written only by a user who may write users; a new username is checked on leaving the field
 * ('Username already exists'), and one that is an e-mail fills an empty e-mail. Saving the person
 * then creates its user (`createUserOfSavedPerson`).
 */
export function PersonUsernameField(props: FieldProps) {
  const { t } = useTranslation();
  const store = useFormStore();
  const { record } = useRecordContext();
  const mayWriteUsers = useMayWrite(apiPaths.users);
  const suffix = useUsernameSuffix();
  const text = typeof props.value === 'string' ? props.value : '';
  const readOnly = props.readOnly || !mayWriteUsers;

  const check = async () => {
    props.onBlur();
    const wanted = text.trim();
    if (readOnly || wanted === '' || wanted === record?.username) return;
    if (await leaveUsername(store, wanted)) store.setFieldError(props.path, t('Username already exists'));
  };

  return (
    <TextInput
      {...useInputProps({ ...props, readOnly })}
      autoComplete="username"
      placeholder={readOnly ? undefined : t('email, or xxx@{{suffix}}', { suffix })}
      value={text}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={() => void check()}
    />
  );
}
