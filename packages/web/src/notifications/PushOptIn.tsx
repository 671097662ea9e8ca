import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushPermission, subscribeToPush } from './push-subscription.ts';

/** Offers system notifications on this device, where the browser can show them. */
export function PushOptIn() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(pushPermission);
  const [busy, setBusy] = useState(false);
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied')
    return <Text size="sm">{t('This browser blocks notifications from Lessor.')}</Text>;
  const enable = () => {
    setBusy(true);
    subscribeToPush(true)
      // Push failures are only logged (foundation.md §8).
      .catch((error: unknown) => console.warn('Push subscription failed', error))
      .finally(() => {
        setBusy(false);
        setPermission(pushPermission());
      });
  };
  return (
    <Button variant="default" size="xs" loading={busy} onClick={enable} style={{ alignSelf: 'flex-start' }}>
      {t('Show notifications on this device')}
    </Button>
  );
}
