import type { RecordDocument } from '@lessor/domain/api';
import { Button, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../notifications/notify.ts';
import { DocumentActions } from './DocumentActions.tsx';
import type { useRecordDocuments } from './useRecordDocuments.ts';

interface Props {
  /** The record's images, the main one first, then in their order. */
  images: readonly RecordDocument[];
  files: ReturnType<typeof useRecordDocuments>;
  editable: boolean;
}

/**
 * The record's images one at a time (the `carousel` inline element, foundation.md §2): previous
 * and next by button or arrow key, a thumbnail to jump to each, the place told to screen readers.
 * Who may change the record makes an image the main one or moves it earlier or later.
 */
export function ImageCarousel({ images, files, editable }: Props) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(0);
  const shown = Math.min(wanted, images.length - 1);
  const image = images[shown];
  if (!image) return null;
  const go = (step: number) => setWanted((shown + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  const others = images.filter((candidate) => candidate.type !== 'MAINIMAGE');
  const place = others.indexOf(image);
  // The images after the main one take 0, 1, 2… in their new order.
  const moveTo = (to: number) => {
    const order = others.filter((candidate) => candidate !== image);
    order.splice(to, 0, image);
    const changes = order.flatMap((document, sortIndex) =>
      document.sortIndex === sortIndex ? [] : [{ document, sortIndex }],
    );
    files.arrange.mutate(changes, { onSuccess: () => setWanted(shown + to - place) });
  };
  // The former main image leads the others, which keep their order after it.
  const makeMain = () => {
    const formerMain = images.filter((candidate) => candidate.type === 'MAINIMAGE');
    const order = [...formerMain, ...others.filter((candidate) => candidate !== image)];
    const changes = order.map((document, sortIndex) => ({ document, sortIndex, type: 'IMAGE' }));
    files.arrange.mutate([...changes, { document: image, type: 'MAINIMAGE' }], {
      onSuccess: () => setWanted(0),
    });
  };
  return (
    // The arrow keys act on the group its buttons are in.
    <Stack
      gap="xs"
      role="group"
      aria-roledescription={t('carousel')}
      aria-label={t('Images')}
      onKeyDown={onKeyDown}
    >
      <UnstyledButton
        aria-label={t('Open {{name}}', { name: image.name })}
        onClick={() => files.open(image).catch(notifyError)}
      >
        <Image src={files.contentUrl(image)} alt={image.name} h={200} fit="contain" radius="sm" />
      </UnstyledButton>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button size="compact-sm" variant="default" onClick={() => go(-1)} disabled={images.length < 2}>
          {t('Previous image')}
        </Button>
        <Text size="sm" aria-live="polite" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t('{{name}}, image {{position}} of {{count}}', {
            name: image.name,
            position: shown + 1,
            count: images.length,
          })}
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => go(1)} disabled={images.length < 2}>
          {t('Next image')}
        </Button>
      </Group>
      <Group gap={4}>
        {images.map((thumbnail, index) => (
          <UnstyledButton
            key={thumbnail._id}
            aria-label={t('Show {{name}}', { name: thumbnail.name })}
            aria-current={index === shown}
            onClick={() => setWanted(index)}
            style={{ outline: index === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined }}
          >
            <Image src={files.contentUrl(thumbnail)} alt="" w={48} h={36} fit="cover" radius="xs" />
          </UnstyledButton>
        ))}
      </Group>
      {editable && (
        <Group gap={4}>
          {image.type !== 'MAINIMAGE' && (
            <>
              <Button
                size="compact-xs"
                variant="default"
                loading={files.arrange.isPending}
                onClick={makeMain}
              >
                {t('Make it the main image')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                disabled={place <= 0}
                onClick={() => moveTo(place - 1)}
              >
                {t('Move earlier')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                disabled={place >= others.length - 1}
                onClick={() => moveTo(place + 1)}
              >
                {t('Move later')}
              </Button>
            </>
          )}
        </Group>
      )}
      <DocumentActions document={image} files={files} editable={editable} />
    </Stack>
  );
}
