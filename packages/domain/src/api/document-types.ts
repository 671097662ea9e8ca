/**
 * A file attached to a record, as `GET {entity route}/{id}/documents` answers it (foundation.md §3,
 * documents; §7, entity sub-calls).
 */
export interface RecordDocument {
  _id: string;
  name: string;
  /** One of the tenant's document types (`documentType` list): INVOICE, IMAGE, CONTRACT, ... */
  type: string;
  mimeType: string;
  /** In bytes. */
  size: number;
  /** An image's place among its record's images (MAINIMAGE first, then by it); absent when never set. */
  sortIndex?: number;
  entityName: string;
  entityRegistration: string;
  _insertDate: string;
  _insertUser: string;
  _updateDate: string;
  _updateUser: string;
  /**
   * Opens the content for a few minutes without the session, since a new browser window or an
   * image element cannot send the Authorization header: `.../content?token={contentToken}`.
   */
  contentToken: string;
}

/** How the content comes back: shown in the browser, or saved as a file. */
export type ContentDisposition = 'inline' | 'attachment';

/**
 * The paths of a record's documents under its entity's API path.
 *
 * @example recordDocumentPaths('/api/billing/invoices', 'INV00000001').list // '/api/billing/invoices/INV00000001/documents'
 */
export function recordDocumentPaths(apiPath: string, recordId: string) {
  const list = `${apiPath}/${encodeURIComponent(recordId)}/documents`;
  const item = (documentId: string) => `${list}/${encodeURIComponent(documentId)}`;
  return {
    list,
    item,
    content: (document: Pick<RecordDocument, '_id' | 'contentToken'>, disposition: ContentDisposition) =>
      `${item(document._id)}/content?contentDisposition=${disposition}&token=${encodeURIComponent(document.contentToken)}`,
  };
}

/**
 * What a `file` field holds (and each item of a `files` field): a file uploaded with
 * `POST {entity route}/uploads`, then kept with the record it was saved on. The bytes stay in
 * the record's documents; the record carries only this reference.
 */
export interface StoredFile {
  documentId: string;
  name: string;
  /** In bytes. */
  size: number;
  mimeType: string;
}

/** The path where a file field's file is uploaded before its record is saved. */
export const fileUploadPath = (apiPath: string) => `${apiPath}/uploads`;
