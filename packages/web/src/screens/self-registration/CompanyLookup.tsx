import type { RegistrationMatch } from '@lessor/domain/api';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { type InvitationLink, useCompanyLookup } from './self-registration-api.ts';

/** The registration fields a company found in the registry fills. */
export interface FoundCompany {
  companyName: string;
  companyRegistration: string;
  addressLine?: string;
}

const foundCompanyOf = (match: RegistrationMatch): FoundCompany => {
  const address = match.person.addresses?.[0]?.addressLine;
  return {
    companyName: match.person.name,
    companyRegistration: match.person.registration,
    ...(address ? { addressLine: address } : {}),
  };
};

/**
 * Finds the partner's company in the tenant's registry by number or name; choosing one fills the
 * company part of the form. A tenant without a registry says so, and the partner types it.
 */
export function CompanyLookup({
  link,
  onChoose,
}: {
  link: InvitationLink;
  onChoose(company: FoundCompany): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const lookup = useCompanyLookup(link);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') lookup.mutate(value.trim());
  };
  const answer = lookup.data;
  return (
    <Stack gap="xs">
      <form onSubmit={submit}>
        <Group align="end" gap="xs">
          <TextInput
            flex={1}
            label={t('Find your company by registration number or name')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={lookup.isPending}>
            {t('Look up')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {lookup.error && (
          <Text c="red" size="sm">
            {lookup.error instanceof ApiError && lookup.error.body?.message
              ? lookup.error.body.message
              : t('The company registry could not be reached. Enter your company below.')}
          </Text>
        )}
        {answer?.source === 'none' && (
          <Text size="sm">{t('No company registry is available. Enter your company below.')}</Text>
        )}
        {answer && answer.source !== 'none' && answer.matches.length === 0 && (
          <Text size="sm">{t('No company found. Enter your company below.')}</Text>
        )}
        {answer && answer.matches.length > 0 && (
          <Stack gap={4}>
            {answer.matches.map((match) => (
              <Button
                key={match.id}
                variant="subtle"
                justify="start"
                onClick={() => {
                  onChoose(foundCompanyOf(match));
                  lookup.reset();
                }}
              >
                {t('Use {{company}}', { company: match.label })}
              </Button>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
