import type { UserInput } from '@lessor/domain/api';
import { Button, Checkbox, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUsernameTaken } from '../../engine/person-user/person-user.ts';

/** The new user form: the username is checked for uniqueness when it loses focus. */
export function UserForm({
  isAdmin,
  saving,
  onSave,
  onCancel,
}: {
  isAdmin: boolean;
  saving: boolean;
  onSave: (user: UserInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [user, setUser] = useState<UserInput>({ username: '', profiles: [] });
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const set = (changes: Partial<UserInput>) => setUser((current) => ({ ...current, ...changes }));

  const checkUsername = async () => {
    const username = user.username.trim();
    setUsernameError(username && (await isUsernameTaken(username)) ? t('Username already exists') : null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!usernameError && user.username.trim()) onSave({ ...user, username: user.username.trim() });
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('Username')}
          required
          value={user.username}
          error={usernameError}
          onChange={(event) => set({ username: event.currentTarget.value })}
          onBlur={() => void checkUsername()}
          data-autofocus
        />
        <TextInput
          label={t('First name')}
          value={user.firstName ?? ''}
          onChange={(event) => set({ firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('Last name')}
          value={user.lastName ?? ''}
          onChange={(event) => set({ lastName: event.currentTarget.value })}
        />
        <TextInput
          label={t('E-mail')}
          type="email"
          value={user.email ?? ''}
          onChange={(event) => set({ email: event.currentTarget.value })}
        />
        <TagsInput
          label={t('Profiles')}
          value={user.profiles ?? []}
          onChange={(profiles) => set({ profiles })}
        />
        {isAdmin && (
          <Checkbox
            label={t('Is admin')}
            checked={user.isAdmin ?? false}
            onChange={(event) => set({ isAdmin: event.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
