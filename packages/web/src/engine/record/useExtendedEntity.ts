import { type EntityDefinition, extendEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { collectionExtensionQuery } from '../../api/collection-extension-query.ts';

/**
 * The entity as the signed-in tenant sees it: its declaration with the tenant's extra fields
 * (`collection-extension`, docs/entity-engine.md), which its detail page draws in an Extension card
 * and its list shows as columns. Undefined while they are asked for, so that a page is drawn once;
 * the declaration alone if they cannot be read, since the page is still of use without them.
 */
export function useExtendedEntity(entity: EntityDefinition | undefined): EntityDefinition | undefined {
  const extension = useQuery({ ...collectionExtensionQuery, enabled: entity !== undefined });
  const settled = extension.isSuccess || extension.isError;
  return useMemo(
    () => (entity && settled ? extendEntity(entity, extension.data) : undefined),
    [entity, settled, extension.data],
  );
}
