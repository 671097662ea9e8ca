import {
  apiPaths,
  type EntityRecord,
  type QuickAddRelation,
  quickAddRolesOf,
  relationFields,
} from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { Button, Loader, Menu } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { useQuickAdd } from '../list/search-modal/quick-add-context.ts';

interface Props {
  /** The page's entity (Person): the person added is one of its records. */
  entity: EntityDefinition;
  /** The main person of the diagram, around whom the person is added. */
  source: EntityRecord;
}

/** What the menu offers for each relation; another is shown as it is stored, marked '(???)'. */
function relationChoice(relation: string, t: TFunction): string {
  if (relation === 'ORGAREGISTRATION') return t('A member of this organisation');
  if (relation === 'SHAREHOLDER') return t('A shareholder');
  if (relation === 'SIGNEROF') return t('A signer');
  return `${relation} (???)`;
}

/**
 * Adding a person on the diagram's main node (business-areas.md §2, §7): the relations the server
 * answers for it (quick-add-relations) in a menu; the one chosen opens the quick add with the type,
 * roles and relation it states, and the diagram is read again once the person is made.
 */
export function AddRelatedPerson({ entity, source }: Props) {
  const { t } = useTranslation();
  const QuickAdd = useQuickAdd();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<QuickAddRelation>();
  const relations = useQuery({
    queryKey: [entity.name, 'quick-add-relations', source.registration],
    enabled: opened,
    queryFn: async () =>
      (
        await apiJson<QuickAddRelation[]>(apiPaths.quickAddRelations, {
          method: 'POST',
          body: { sourcePerson: source.registration },
        })
      ).map((option) => ({ ...option, quickAddRoles: quickAddRolesOf(option.quickAddRoles) })),
  });
  if (!QuickAdd) return null;
  const name = String(source.name ?? source.registration);
  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-start">
        <Menu.Target>
          <Button variant="light" size="xs">
            {t('Add a person related to {{name}}', { name })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {relations.isPending && <Loader size="xs" m="xs" role="status" aria-label={t('Loading')} />}
          {relations.isError && <Menu.Label role="alert">{relations.error.message}</Menu.Label>}
          {relations.data?.map((option) => (
            <Menu.Item key={option.relation} onClick={() => setChosen(option)}>
              {relationChoice(option.relation, t)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {chosen && (
        <Suspense fallback={null}>
          <QuickAdd
            entity={entity}
            initial={{
              type: chosen.type,
              roles: chosen.quickAddRoles,
              ...relationFields(chosen.relation, source.registration),
            }}
            onClose={(person) => {
              setChosen(undefined);
              if (person) void queryClient.invalidateQueries({ queryKey: [entity.name, 'hierarchy'] });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
