import type { CollectionExtension } from '@lessor/domain/entities';
import { apiJson } from './api-client.ts';

/** The query of the tenant's extra fields; the settings editor forgets it when it saves the document. */
export const collectionExtensionKey = ['collection-extension'] as const;

export const collectionExtensionPath = '/api/core/collection-extension';

/**
 * The tenant's extra fields by entity name (`GET /api/core/collection-extension`), which every
 * entity page waits for: the shell asks for them as the user signs in, so that the first page finds
 * them kept.
 */
export const collectionExtensionQuery = {
  queryKey: collectionExtensionKey,
  queryFn: () => apiJson<CollectionExtension>(collectionExtensionPath),
  staleTime: 60_000,
};
