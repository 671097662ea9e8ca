import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { notificationDurations } from './notify.ts';

/** Notifications sit bottom-right, bottom-left in right-to-left locales (foundation.md §9). */
export function ShellNotifications() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      autoClose={notificationDurations.default}
    />
  );
}
