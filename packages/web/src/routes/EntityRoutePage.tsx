import { entities, findEntityByRoute } from '@lessor/domain/entities';
import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { screensOf } from '../screens/entity-screens.ts';
import { LocaleProviders } from '../shell/LocaleProviders.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { UnsupportedEntityPage } from '../shell/UnsupportedEntityPage.tsx';

// Lists do not need the validation and formats that forms load (phone numbers, IBANs, decimals).
const EntityListPage = lazy(() =>
  import('../engine/list/EntityListPage.tsx').then((module) => ({ default: module.EntityListPage })),
);
const EntityDetailPage = lazy(() =>
  import('../engine/detail/EntityDetailPage.tsx').then((module) => ({ default: module.EntityDetailPage })),
);

/**
 * An entity route, resolved from the declarations: `/{plural}` lists, `/{entity}` creates (when
 * the entity has a create form; `/{entity}/new` where the plural is the singular), `/{entity}/{id}`
 * opens a record by id, registration or named parameter. A name no declaration carries is the
 * unsupported-entity error.
 */
export function EntityRoutePage() {
  const { entityRoute = '', id } = useParams();
  const { t } = useTranslation();
  const listed = entities.find((entity) => entity.pluralRoute === entityRoute);
  const entity = findEntityByRoute(entityRoute);
  if (!listed && !entity) return <UnsupportedEntityPage name={entityRoute} />;
  const creating = entity?.newRoute === (id === undefined ? `/${entityRoute}` : `/${entityRoute}/${id}`);
  let page: ReactNode;
  if (listed && id === undefined)
    page = (
      <EntityListPage
        key={listed.name}
        entity={listed}
        Tools={screensOf(listed)?.ListTools}
        RowTool={screensOf(listed)?.RowTool}
      />
    );
  else if (!entity || (creating ? !entity.hasCreateForm : id === undefined)) return <NotFoundPage />;
  else {
    const recordId = creating ? undefined : id;
    page = <EntityDetailPage key={`${entity.name}/${recordId ?? ''}`} entity={entity} id={recordId} />;
  }
  // Date pickers and confirmations live on entity pages: their providers load with them, not with the shell.
  return (
    <LocaleProviders>
      <Suspense fallback={<Loader role="status" aria-label={t('Loading')} />}>{page}</Suspense>
    </LocaleProviders>
  );
}
