import { apiPaths } from '@lessor/domain/api';
import { partnerOnboardingFields } from '@lessor/domain/entities';
import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiJson } from '../../api/api-client.ts';
import { FieldComponentsProvider } from '../../engine/fields/FieldComponentsProvider.tsx';
import { FieldInput } from '../../engine/fields/FieldInput.tsx';
import { createFormStore } from '../../engine/form/create-form-store.ts';
import { DialogForm } from '../../engine/form/DialogForm.tsx';
import { EditDialog } from '../../engine/modals/EditDialog.tsx';
import { notifySuccess } from '../../notifications/notify.ts';
import { useUserConfiguration } from '../../shell/useUserConfiguration.ts';

/**
 * The agreements list's 'Onboard a new partner' (business-areas.md §2): a dialog that sends a
 * self-registration e-mail. A tenant hides it with `hidePartnerOnboarding` in its user
 * configuration's options (docs/list-screens.md).
 */
export function OnboardPartnerTool() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const descriptionId = useId();
  const settings = useUserConfiguration().data?.settings;
  // Shown once the configuration says it may be: a hidden button never flashes.
  if (!settings || settings.hidePartnerOnboarding === true) return null;
  const description = t('Send a self registration email to a new partner');
  return (
    <>
      <Tooltip label={description} events={{ hover: true, focus: true, touch: false }}>
        <Button variant="default" aria-describedby={descriptionId} onClick={() => setOpened(true)}>
          {t('Onboard a new partner')}
        </Button>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
      <EditDialog title={t('Onboard a new partner')} opened={opened} onClose={() => setOpened(false)}>
        {opened && (
          <FieldComponentsProvider>
            <OnboardingForm onDone={() => setOpened(false)} />
          </FieldComponentsProvider>
        )}
      </EditDialog>
    </>
  );
}

function OnboardingForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const scope = `onboarding${useId()}`;
  const [store] = useState(() => createFormStore(partnerOnboardingFields, {}, {}, scope));
  const send = useMutation({
    mutationFn: (values: Readonly<Record<string, unknown>>) =>
      apiJson<unknown>(apiPaths.onboardPartner, { method: 'POST', body: values }),
    onSuccess: () => {
      notifySuccess('Self registration email sent to {{email}}', { email: String(store.getValue('email')) });
      onDone();
    },
    // The server's refusal shows under the fields it names; the mutation cache notifies it too.
    onError: (error) => {
      if (error instanceof ApiError && error.body?.errors) store.setServerErrors(error.body.errors);
    },
  });
  return (
    <DialogForm
      store={store}
      scope={scope}
      pending={send.isPending}
      submitLabel={t('Send')}
      onValid={() => send.mutate(store.getValues())}
      onCancel={onDone}
    >
      {Object.keys(partnerOnboardingFields).map((path) => (
        <FieldInput key={path} path={path} />
      ))}
    </DialogForm>
  );
}
