import { findEntity } from '@lessor/domain/entities';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormMode } from '../form/FormModeContext.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { useMayWrite } from '../record/usePermissionChecks.ts';
import { AddRelatedPerson } from '../relations/AddRelatedPerson.tsx';
import { HierarchyDiagram, usePreloadedDiagram } from '../relations/RelationsDiagram.tsx';
import { usePersonHierarchy } from '../relations/usePersonHierarchy.ts';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

const personRoute = findEntity('Person')?.route ?? 'person';

/**
 * The relations diagram of a person's or a prospect's page (business-areas.md §2): the persons
 * related to this record, however far, and the relations between them; a node opens that person's
 * page, the main one this page. A user who may write the page adds a person around its main person,
 * when a record of the page's entity may name it: a prospect's relations name persons only. A new
 * record has no relations to draw until it is saved.
 */
export function RelationsCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity, record } = useRecordContext();
  const navigate = useNavigate();
  const hierarchy = usePersonHierarchy(record?.registration, entity);
  usePreloadedDiagram();
  const mayWrite = useMayWrite(entity.apiPath);
  const { readOnly } = useFormMode();
  const namesItsOwn = entity.fields.descendants?.fields?.personRegistration?.references === entity.name;
  const mayAdd = mayWrite && !readOnly && namesItsOwn;
  const pathOf = (registration: string) =>
    `/${registration === record?.registration ? entity.route : personRoute}/${encodeURIComponent(registration)}`;
  return (
    <CardFrame card={card}>
      {!record ? (
        <Text size="sm">{t('The diagram shows once the record is saved.')}</Text>
      ) : (
        <Stack gap="sm" align="stretch">
          {mayAdd && <AddRelatedPerson entity={entity} source={record} />}
          <HierarchyDiagram
            hierarchy={hierarchy}
            onNode={(registration) => navigate(pathOf(registration))}
            pathOf={pathOf}
            stepsHeader={t('Steps from this person')}
          />
        </Stack>
      )}
    </CardFrame>
  );
}
