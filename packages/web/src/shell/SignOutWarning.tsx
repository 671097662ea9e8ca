import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** How many writes made offline are still queued; none closes the dialog. */
  queued: number;
  onStay(): void;
  onSignOut(): void;
}

/**
 * Asked before signing out while writes made offline wait for the server (foundation.md §4): they
 * stay in this browser, but only their author's next session sends them.
 */
export function SignOutWarning({ queued, onStay, onSignOut }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={queued > 0}
      onClose={onStay}
      title={t('Changes not yet sent')}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Text size="sm">
        {t(
          '{{count}} changes made offline are not yet on the server. They are sent when you sign in again here.',
          {
            count: queued,
          },
        )}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          {t('Stay signed in')}
        </Button>
        <Button color="red" onClick={onSignOut}>
          {t('Sign out')}
        </Button>
      </Group>
    </Modal>
  );
}
