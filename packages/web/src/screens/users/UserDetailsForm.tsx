import type { UserAsSeen, UserInput } from '@lessor/domain/api';
import type { ReferenceTarget } from '@lessor/domain/entities';
import { Button, Checkbox, Group, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReferenceSelect } from '../../engine/list/search-modal/ReferenceSelect.tsx';
import { UserSection } from './UserSection.tsx';
import { UserSecurityCard } from './UserSecurityCard.tsx';
import { flagLabels, flagsOfViewer } from './user-flags.ts';
import type { useUserRecord } from './useUserRecord.ts';
import { useUsersScreen } from './useUsersScreen.ts';

type TextField = 'firstName' | 'lastName' | 'email' | 'mobile';
type ReferenceField = 'personRegistration' | 'partnerRegistration' | 'orgaRegistration';

const identityFields: readonly { field: TextField; label: string; type?: string }[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'email', label: 'E-mail', type: 'email' },
  { field: 'mobile', label: 'Mobile', type: 'tel' },
];

const links: readonly {
  field: ReferenceField;
  label: string;
  reference: ReferenceTarget;
}[] = [
  { field: 'personRegistration', label: 'Person', reference: { target: 'Person' } },
  { field: 'partnerRegistration', label: 'Partner', reference: { target: 'Person', roles: ['PARTNER'] } },
  { field: 'orgaRegistration', label: 'Organization', reference: { target: 'Organization' } },
];

/**
 * The user's fields, saved together with one PATCH of those changed: identity, profiles, the flags
 * the viewer holds themselves, preferences (locale, notifications), linked person, partner and
 * organisation; then their sign-in.
 */
export function UserDetailsForm({
  user,
  record,
}: {
  user: UserAsSeen;
  record: ReturnType<typeof useUserRecord>;
}) {
  const { t } = useTranslation();
  const { viewer, canWriteUsers } = useUsersScreen();
  const [draft, setDraft] = useState<Partial<UserInput>>({});
  const shown = <F extends keyof UserInput & keyof UserAsSeen>(field: F): UserAsSeen[F] =>
    (field in draft ? draft[field] : user[field]) as UserAsSeen[F];
  const set = (changes: Partial<UserInput>) => setDraft((current) => ({ ...current, ...changes }));
  const flags = viewer ? flagsOfViewer(viewer) : [];
  const changed = Object.keys(draft).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) record.save.mutate(draft, { onSuccess: () => setDraft({}) });
  };
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} aria-label={t('User {{username}}', { username: user.username })}>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={1}>{user.username}</Title>
            {fullName && <Text c="dimmed">{fullName}</Text>}
          </div>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/users">
              {t('Users')}
            </Button>
            {canWriteUsers && (
              <Button type="submit" disabled={!changed} loading={record.save.isPending}>
                {t('Save')}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <UserSection title={t('Identity')}>
            {identityFields.map(({ field, label, type }) => (
              <TextInput
                key={field}
                label={t(label)}
                type={type ?? 'text'}
                value={shown(field) ?? ''}
                disabled={!canWriteUsers}
                onChange={(event) => set({ [field]: event.currentTarget.value })}
              />
            ))}
          </UserSection>
          <Stack gap="md">
            <UserSecurityCard user={user} record={record} editable={canWriteUsers} />
            <UserSection title={t('Profiles and rights')}>
              <TagsInput
                label={t('Profiles')}
                value={shown('profiles')}
                disabled={!canWriteUsers}
                onChange={(profiles) => set({ profiles })}
              />
              {flags.map((flag) => (
                <Checkbox
                  key={flag}
                  label={t(flagLabels[flag])}
                  checked={shown(flag)}
                  disabled={!canWriteUsers}
                  onChange={(event) => set({ [flag]: event.currentTarget.checked })}
                />
              ))}
            </UserSection>
            <UserSection title={t('Preferences')}>
              <TextInput
                label={t('Locale')}
                value={shown('locale') ?? ''}
                disabled={!canWriteUsers}
                onChange={(event) => set({ locale: event.currentTarget.value })}
              />
              <Checkbox
                label={t('No notifications')}
                checked={shown('isNotificationsDisabled')}
                disabled={!canWriteUsers}
                onChange={(event) => set({ isNotificationsDisabled: event.currentTarget.checked })}
              />
            </UserSection>
            <UserSection title={t('Links')}>
              {links.map(({ field, label, reference }) => (
                <ReferenceSelect
                  key={field}
                  label={t(label)}
                  reference={reference}
                  value={shown(field) ?? ''}
                  disabled={!canWriteUsers}
                  onChange={(chosen) => set({ [field]: chosen ?? null })}
                />
              ))}
            </UserSection>
          </Stack>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
