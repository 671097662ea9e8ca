import type { MailSettings, MailSettingsInput } from '@lessor/domain/api';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../notifications/notify.ts';
import { RefusalAlert } from '../../notifications/RefusalAlert.tsx';
import { useMailSettings } from './useMailSettings.ts';

/**
 * The SMTP server the tenant's e-mail goes through (partner invitations and every Mail record):
 * its address, its account and the sender every message carries. The password is written, never
 * shown: left empty, the one kept stays.
 */
export function MailSettingsCard() {
  const { t } = useTranslation();
  const { settings } = useMailSettings();
  const titleId = useId();
  return (
    <Card withBorder maw={560} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('Mail server')}
        </Title>
        {settings.isPending ? (
          <Loader role="status" aria-label={t('Loading')} />
        ) : (
          <MailSettingsForm key={settings.data?.updatedAt ?? 'none'} saved={settings.data ?? null} />
        )}
      </Stack>
    </Card>
  );
}

function MailSettingsForm({ saved }: { saved: MailSettings | null }) {
  const { t } = useTranslation();
  const { save, forget } = useMailSettings();
  const [host, setHost] = useState(saved?.host ?? '');
  const [port, setPort] = useState<number | string>(saved?.port ?? 587);
  const [secure, setSecure] = useState(saved?.secure ?? false);
  const [username, setUsername] = useState(saved?.username ?? '');
  const [password, setPassword] = useState('');
  const [from, setFrom] = useState(saved?.from ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: MailSettingsInput = {
      host,
      port: Number(port),
      secure,
      username: username.trim() === '' ? null : username.trim(),
      ...(password === '' ? {} : { password }),
      from,
    };
    save.mutate(input, { onSuccess: () => notifySuccess('Saved') });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          {saved
            ? t('Saved by {{user}} on {{date}}.', {
                user: saved.updatedBy,
                date: new Date(saved.updatedAt).toLocaleString(),
              })
            : t('No mail server is set: e-mail cannot be sent.')}
        </Text>
        <Group grow align="start">
          <TextInput
            label={t('Host')}
            required
            value={host}
            onChange={(e) => setHost(e.currentTarget.value)}
          />
          <NumberInput label={t('Port')} required min={1} max={65535} value={port} onChange={setPort} />
        </Group>
        <Checkbox
          label={t('TLS from the start (port 465)')}
          checked={secure}
          onChange={(e) => setSecure(e.currentTarget.checked)}
        />
        <TextInput
          label={t('Username')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('Password')}
          description={saved?.hasPassword ? t('A password is kept: leave empty to keep it.') : undefined}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
        />
        <TextInput
          label={t('Sender')}
          description={t('As e-mail shows it, e.g. Lessor Leasing <no-reply@example.com>')}
          required
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <RefusalAlert error={save.error} />
        <Group justify="end" gap="xs">
          {saved && (
            <Button variant="default" color="red" loading={forget.isPending} onClick={() => forget.mutate()}>
              {t('Forget the mail server')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
