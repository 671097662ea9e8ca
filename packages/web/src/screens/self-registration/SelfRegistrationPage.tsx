import type { SelfRegistrationInvitation } from '@lessor/domain/api';
import { selfRegistrationFields } from '@lessor/domain/entities';
import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { FieldComponentsProvider } from '../../engine/fields/FieldComponentsProvider.tsx';
import { FieldInput } from '../../engine/fields/FieldInput.tsx';
import { createFormStore } from '../../engine/form/create-form-store.ts';
import { DialogForm } from '../../engine/form/DialogForm.tsx';
import { CompanyLookup } from './CompanyLookup.tsx';
import { type InvitationLink, useInvitation, useRegister } from './self-registration-api.ts';

/**
 * The page a partner's invitation link opens (business-areas.md §2), without signing in: the
 * partner finds its company in the tenant's registry or types it, names its contact, and
 * registers once; the clerks then review the prospect and the draft agreement it made.
 */
export function SelfRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = { tenant: params.get('tenant') ?? '', token: params.get('token') ?? '' };
  const invitation = useInvitation(link);
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" w="100%" maw={640}>
        <Stack>
          <Title order={1}>{t('Partner registration')}</Title>
          {invitation.isPending && <Text>{t('Loading')}</Text>}
          {invitation.error && (
            <Alert color="red" title={t('This link cannot be used')}>
              {invitation.error instanceof ApiError && invitation.error.body?.message
                ? invitation.error.body.message
                : t('The invitation could not be read. Try again later.')}
            </Alert>
          )}
          {invitation.data && <Registration link={link} invitation={invitation.data} />}
        </Stack>
      </Paper>
    </Center>
  );
}

function Registration({
  link,
  invitation,
}: {
  link: InvitationLink;
  invitation: SelfRegistrationInvitation;
}) {
  const { t, i18n } = useTranslation();
  const scope = `self-registration${useId()}`;
  const [store] = useState(() =>
    createFormStore(
      selfRegistrationFields,
      { companyName: invitation.companyName, email: invitation.email },
      {},
      scope,
    ),
  );
  const register = useRegister(link);
  if (register.data) {
    return (
      <Stack gap="xs" role="status">
        <Title order={2} size="h3">
          {t('Thank you, your registration was received')}
        </Title>
        <Text>
          {t('Our team will review it and contact you. Your reference: {{reference}}.', {
            reference: register.data.agreementRegistration,
          })}
        </Text>
      </Stack>
    );
  }
  const refusal = register.error instanceof ApiError ? register.error.body : undefined;
  const expiresOn = new Date(invitation.expiresAt).toLocaleDateString(i18n.language);
  return (
    <>
      <Text>
        {t(
          '{{companyName}} is invited to register as a partner. This link can be used once, until {{date}}.',
          {
            companyName: invitation.companyName,
            date: expiresOn,
          },
        )}
      </Text>
      <FieldComponentsProvider>
        <CompanyLookup
          link={link}
          onChoose={(company) => {
            for (const [path, value] of Object.entries(company)) store.setValue(path, value);
          }}
        />
        <DialogForm
          store={store}
          scope={scope}
          pending={register.isPending}
          submitLabel={t('Register')}
          onValid={() =>
            register.mutate(store.getValues(), {
              onError: (error) => {
                if (error instanceof ApiError && error.body?.errors) store.setServerErrors(error.body.errors);
              },
            })
          }
        >
          <Title order={2} size="h4">
            {t('Your company')}
          </Title>
          {(['companyName', 'companyRegistration', 'addressLine'] as const).map((path) => (
            <FieldInput key={path} path={path} />
          ))}
          <Title order={2} size="h4">
            {t('Your contact')}
          </Title>
          {(['firstName', 'lastName', 'position', 'email', 'phone'] as const).map((path) => (
            <FieldInput key={path} path={path} />
          ))}
          {refusal && !refusal.errors && (
            <Alert color="red" role="alert">
              {refusal.message}
            </Alert>
          )}
        </DialogForm>
      </FieldComponentsProvider>
    </>
  );
}
