import {
  type ContentDisposition,
  documentConversionPaths,
  type RecordDocument,
  recordDocumentPaths,
} from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { useCardQuery } from '../../api/useQueryAfterPaint.ts';
import { openInNewWindow } from './open-in-new-window.ts';

interface Upload {
  file: File;
  type?: string | undefined;
}

/**
 * The documents of a saved record (foundation.md §7, entity sub-calls), of some types when asked
 * (`['MAINIMAGE', 'IMAGE']`), with what a card does to them: upload, rename, delete, open. Nothing
 * is asked before the record has a registration.
 */
export function useRecordDocuments(
  entity: EntityDefinition,
  registration: string | undefined,
  types: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  const paths = recordDocumentPaths(entity.apiPath, registration ?? '');
  const typeFilter = types.join(',');
  const ownKey = ['documents', entity.name, registration];
  const { query: documents, isLoading } = useCardQuery({
    queryKey: [...ownKey, typeFilter],
    queryFn: () =>
      apiJson<RecordDocument[]>(
        typeFilter ? `${paths.list}?${new URLSearchParams({ type: typeFilter })}` : paths.list,
      ),
    enabled: registration !== undefined,
  });
  // The Documents and Images cards of one record show the same files: a change refreshes both.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownKey });

  // Upload, rename and watermark tell a refusal beside what the user did; the others in a notification.
  const upload = useMutation({
    meta: { errorShownInline: true },
    mutationFn: ({ file, type }: Upload) => {
      const form = new FormData();
      if (type) form.append('type', type);
      form.append('file', file);
      return apiJson<RecordDocument>(paths.list, { method: 'POST', body: form });
    },
    onSuccess: refresh,
  });
  const rename = useMutation({
    meta: { errorShownInline: true },
    mutationFn: ({ document, name }: { document: RecordDocument; name: string }) =>
      apiJson<RecordDocument>(paths.item(document._id), { method: 'PATCH', body: { name } }),
    onSuccess: refresh,
  });
  const conversions = (document: RecordDocument) => documentConversionPaths(paths.item(document._id));
  const convert = useMutation({
    mutationFn: (document: RecordDocument) =>
      apiJson<RecordDocument>(conversions(document).pdf, { method: 'POST' }),
    onSuccess: refresh,
  });
  const stamp = useMutation({
    meta: { errorShownInline: true },
    mutationFn: ({ document, text }: { document: RecordDocument; text: string }) =>
      apiJson<RecordDocument>(conversions(document).watermark, { method: 'POST', body: { text } }),
    onSuccess: refresh,
  });
  // Images reordered or a new main image: each document changed is patched, then the list read again.
  const arrange = useMutation({
    mutationFn: async (
      changes: readonly { document: RecordDocument; sortIndex?: number; type?: string }[],
    ) => {
      for (const { document, ...change } of changes)
        await apiJson<RecordDocument>(paths.item(document._id), { method: 'PATCH', body: change });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (document: RecordDocument) => apiJson<void>(paths.item(document._id), { method: 'DELETE' }),
    onSuccess: refresh,
  });

  /** Opens the content in a new window, with a token fresh from the server (a listed one may be old). */
  const open = async (document: RecordDocument, disposition: ContentDisposition = 'inline') => {
    const fresh = await apiJson<RecordDocument>(paths.item(document._id));
    openInNewWindow(paths.content(fresh, disposition));
  };

  return {
    documents: documents.data ?? [],
    isLoading,
    error: documents.error,
    upload,
    rename,
    /** A PDF of the document, added beside it. */
    convert,
    /** A copy stamped with a watermark, added beside it. */
    stamp,
    /** Images put in another order, or another made the main one. */
    arrange,
    remove,
    open,
    /** The content's address for an image element, with the listed token. */
    contentUrl: (document: RecordDocument) => paths.content(document, 'inline'),
  };
}
