import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HierarchyDiagram } from '../../engine/relations/RelationsDiagram.tsx';
import { usePersonHierarchy } from '../../engine/relations/usePersonHierarchy.ts';
import { useOpenUserOfPerson } from './useOpenUserOfPerson.ts';

interface Props {
  /** The signed-in user's person: null when they have none, undefined until the user is known. */
  personRegistration: string | null | undefined;
  /** A person of the diagram who is a user was chosen. */
  onUser(username: string): void;
}

/**
 * The organisation relations diagram of the current person (business-areas.md §2, users): the
 * relations diagram, whose persons open their users ('Not a user' when they have none).
 */
export function OrganisationDiagram({ personRegistration, onUser }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const hierarchy = usePersonHierarchy(personRegistration);
  const openUser = useOpenUserOfPerson(onUser);
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {t('Organisation relations')}
        </Title>
        {personRegistration === null || personRegistration === '' ? (
          <Text size="sm">{t('Your user is linked to no person.')}</Text>
        ) : (
          <HierarchyDiagram
            hierarchy={hierarchy}
            onNode={(registration) => void openUser(registration)}
            stepsHeader={t('Steps from your person')}
            nodeAction={{
              text: t('Open user'),
              labelOf: (name) => t('Open user of {{name}}', { name }),
              run: (registration) => void openUser(registration),
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
