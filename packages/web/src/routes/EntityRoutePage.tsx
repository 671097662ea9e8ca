import { entities, findEntityByRoute } from '@lessor/domain/entities';
import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useExtendedEntity } from '../engine/record/useExtendedEntity.ts';
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
 * opens a record by id, registration or named parameter, each with the tenant's extra fields. A
 * name no declaration carries is the unsupported-entity error.
 */
export function EntityRoutePage() {
  const { entityRoute = '', id } = useParams();
  const { t } = useTranslation();
  const listed = entities.find((entity) => entity.pluralRoute === entityRoute);
  const declared = findEntityByRoute(entityRoute);
  const listing = listed !== undefined && id === undefined;
  const extended = useExtendedEntity(listing ? listed : declared);
  if (!listed && !declared) return <UnsupportedEntityPage name={entityRoute} />;
  const creating = declared?.newRoute === (id === undefined ? `/${entityRoute}` : `/${entityRoute}/${id}`);
  if (!listing && (!declared || (creating ? !declared.hasCreateForm : id === undefined)))
    return <NotFoundPage />;
  let page: ReactNode;
  if (!extended) page = <Loader role="status" aria-label={t('Loading')} />;
  else if (listing)
    page = (
      <EntityListPage
        key={extended.name}
        entity={extended}
        Tools={screensOf(extended)?.ListTools}
        RowTool={screensOf(extended)?.RowTool}
      />
    );
  else {
    const recordId = creating ? undefined : id;
    page = <EntityDetailPage key={`${extended.name}/${recordId ?? ''}`} entity={extended} id={recordId} />;
  }
  // Date pickers and confirmations live on entity pages: their providers load with them, not with the shell.
  return (
    <LocaleProviders>
      <Suspense fallback={<Loader role="status" aria-label={t('Loading')} />}>{page}</Suspense>
    </LocaleProviders>
  );
}
