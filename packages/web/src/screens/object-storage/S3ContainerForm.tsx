import { containerNamePattern, type ObjectStorageContainer, type S3ContainerInput } from '@lessor/domain/api';
import { Button, Checkbox, Group, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../notifications/RefusalAlert.tsx';
import { useContainerChanges } from './useObjectStorage.ts';

/**
 * The settings of an S3-compatible bucket: where it is, which keys open it, a prefix for its
 * keys and an optional quota. A new container is named here; the secret key is written, never
 * shown, and left empty keeps the one kept. The server checks the bucket answers before keeping it.
 */
export function S3ContainerForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved?: ObjectStorageContainer;
  onSaved: (name: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { save } = useContainerChanges();
  const [name, setName] = useState(saved?.name ?? '');
  const [endpoint, setEndpoint] = useState(saved?.s3?.endpoint ?? '');
  const [region, setRegion] = useState(saved?.s3?.region ?? 'us-east-1');
  const [bucket, setBucket] = useState(saved?.s3?.bucket ?? '');
  const [prefix, setPrefix] = useState(saved?.s3?.prefix ?? '');
  const [accessKeyId, setAccessKeyId] = useState(saved?.s3?.accessKeyId ?? '');
  const [secretAccessKey, setSecretAccessKey] = useState('');
  const [forcePathStyle, setForcePathStyle] = useState(saved?.s3?.forcePathStyle ?? true);
  const [quotaMegabytes, setQuotaMegabytes] = useState<number | string>(
    saved?.quotaBytes ? saved.quotaBytes / 1024 ** 2 : '',
  );
  const [isDefault, setIsDefault] = useState(saved?.isDefault ?? false);
  const nameError = name !== '' && !containerNamePattern.test(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError) return;
    const input: S3ContainerInput = {
      endpoint: endpoint.trim(),
      region: region.trim(),
      bucket: bucket.trim(),
      prefix: prefix.trim(),
      accessKeyId: accessKeyId.trim(),
      ...(secretAccessKey === '' ? {} : { secretAccessKey }),
      forcePathStyle,
      quotaBytes: quotaMegabytes === '' ? null : Math.round(Number(quotaMegabytes) * 1024 ** 2),
      isDefault,
    };
    save.mutate({ name, input }, { onSuccess: () => onSaved(name) });
  };
  return (
    <form onSubmit={submit} aria-label={t('S3 container settings')}>
      <Stack gap="sm">
        {!saved && (
          <TextInput
            label={t('Name')}
            description={t('Lower-case letters, digits and dashes')}
            required
            value={name}
            error={nameError ? t('Lower-case letters, digits and dashes') : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        )}
        <TextInput
          label={t('Endpoint')}
          description={t('The address of the S3 service, e.g. https://s3.eu-west-3.amazonaws.com')}
          required
          value={endpoint}
          onChange={(e) => setEndpoint(e.currentTarget.value)}
        />
        <Group grow align="start">
          <TextInput
            label={t('Region')}
            required
            value={region}
            onChange={(e) => setRegion(e.currentTarget.value)}
          />
          <TextInput
            label={t('Bucket')}
            required
            value={bucket}
            onChange={(e) => setBucket(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label={t('Key prefix')}
          description={t('Optional, ending with a slash, e.g. lessor/')}
          value={prefix}
          onChange={(e) => setPrefix(e.currentTarget.value)}
        />
        <TextInput
          label={t('Access key ID')}
          required
          value={accessKeyId}
          onChange={(e) => setAccessKeyId(e.currentTarget.value)}
          autoComplete="off"
        />
        <PasswordInput
          label={t('Secret access key')}
          required={!saved}
          description={saved ? t('A secret key is kept: leave empty to keep it.') : undefined}
          value={secretAccessKey}
          onChange={(e) => setSecretAccessKey(e.currentTarget.value)}
          autoComplete="new-password"
        />
        <NumberInput
          label={t('Quota (MB)')}
          description={t('Empty: only the tenant’s quota applies')}
          min={1}
          value={quotaMegabytes}
          onChange={setQuotaMegabytes}
        />
        <Checkbox
          label={t('Path-style addresses (most S3-compatible services)')}
          checked={forcePathStyle}
          onChange={(e) => setForcePathStyle(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('New files go to this container')}
          checked={isDefault}
          onChange={(e) => setIsDefault(e.currentTarget.checked)}
        />
        <RefusalAlert error={save.error} />
        <Group justify="end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('Cancel')}
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
