import { Button, FileButton, Group, Image, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserSection } from './UserSection.tsx';
import { useUserPhoto } from './useUserPhoto.ts';

/** The images a photo may be (the server's own list). */
const photoTypes = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A user's photo (business-areas.md §2, user page): shown, and changed or removed by the user
 * themselves or by a writer of users; the server checks both, and refuses an image over 2 MB.
 */
export function UserPhotoCard({ username, editable }: { username: string; editable: boolean }) {
  const { t } = useTranslation();
  const { photo, url, upload, remove } = useUserPhoto(username);
  return (
    <UserSection title={t('Photo')}>
      {photo.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : url ? (
        <Image
          src={url}
          alt={t('Photo of {{username}}', { username })}
          w={128}
          h={128}
          fit="cover"
          radius="sm"
        />
      ) : (
        <Text size="sm">{t('No photo')}</Text>
      )}
      {editable && (
        <Group gap="xs">
          <FileButton accept={photoTypes} onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {url ? t('Change the photo') : t('Add a photo')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button variant="default" size="xs" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('Remove the photo')}
            </Button>
          )}
        </Group>
      )}
    </UserSection>
  );
}
