import type { UserAsSeen } from '@lessor/domain/api';
import { formatDateTime } from '@lessor/domain/formats';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../api/api-client.ts';
import { confirmSelection } from '../../engine/modals/confirm-selection.ts';
import { UserSection } from './UserSection.tsx';
import type { useUserRecord } from './useUserRecord.ts';

interface Props {
  user: UserAsSeen;
  record: ReturnType<typeof useUserRecord>;
  /** The viewer may write users; else the card only tells. */
  editable: boolean;
}

/**
 * A user's sign-in: whether they are locked (a locked user's sessions end), their MFA, which an
 * administrator resets for one who lost their device, and their last sign-in, the history the
 * server keeps of it. Its badges keep colours dark enough to read (axe-core's contrast).
 */
export function UserSecurityCard({ user, record, editable }: Props) {
  const { t, i18n } = useTranslation();
  const lastLogin = user.lastLoginDate
    ? formatDateTime(new Date(user.lastLoginDate), i18n.language, { timeZone: browserTimeZone })
    : t('Never');
  return (
    <UserSection title={t('Sign-in')}>
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">{t('Account')}</Text>
          <Badge {...(user.isLocked ? { color: 'red.9', variant: 'filled' } : { variant: 'default' })}>
            {user.isLocked ? t('Locked') : t('Not locked')}
          </Badge>
        </Group>
        {editable && (
          <Button
            variant="default"
            loading={record.save.isPending}
            onClick={() => record.save.mutate({ isLocked: !user.isLocked })}
          >
            {user.isLocked ? t('Unlock') : t('Lock')}
          </Button>
        )}
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">{t('MFA')}</Text>
          <Badge variant={user.hasActivatedMfa ? 'light' : 'default'}>
            {user.hasActivatedMfa ? t('Activated') : t('Not activated')}
          </Badge>
        </Group>
        {editable && (
          <Button
            variant="default"
            disabled={!user.hasActivatedMfa}
            loading={record.resetMfa.isPending}
            onClick={() =>
              confirmSelection({
                title: 'Reset MFA',
                message: t('{{username}} will set up MFA again at their next sign-in.', {
                  username: user.username,
                }),
                onConfirm: () => record.resetMfa.mutate(),
              })
            }
          >
            {t('Reset MFA')}
          </Button>
        )}
      </Group>
      <Text size="sm">
        {t('Last login')}: {lastLogin}
      </Text>
    </UserSection>
  );
}
