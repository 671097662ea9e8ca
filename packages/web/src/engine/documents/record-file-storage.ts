import {
  fileUploadPath,
  type RecordDocument,
  recordDocumentPaths,
  type StoredFile,
} from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { apiJson } from '../../api/api-client.ts';
import { type FileStorage, openBlob } from '../fields/file-storage.ts';
import { openInNewWindow } from './open-in-new-window.ts';

/**
 * The file fields of a record's detail page: a chosen file is uploaded at once for its field
 * (`POST {route}/uploads`), and the record's save keeps it among its documents. A file saved with
 * the record opens through its documents route; one not saved yet, from the browser's copy.
 */
export function recordFileStorage(entity: EntityDefinition, recordId: string | undefined): FileStorage {
  const chosen = new Map<string, File>();
  return {
    async keep(file, path) {
      const form = new FormData();
      form.append('field', path);
      form.append('file', file);
      const stored = await apiJson<StoredFile>(fileUploadPath(entity.apiPath), {
        method: 'POST',
        body: form,
      });
      chosen.set(stored.documentId, file);
      return stored;
    },
    async open(file) {
      if (!('documentId' in file)) return;
      const local = chosen.get(file.documentId);
      if (local || recordId === undefined) {
        if (local) openBlob(local);
        return;
      }
      const paths = recordDocumentPaths(entity.apiPath, recordId);
      // A fresh token: the content route takes none older than a few minutes.
      const document = await apiJson<RecordDocument>(paths.item(file.documentId));
      openInNewWindow(paths.content(document, 'inline'));
    },
  };
}
