import type { EntityRecord } from './api-types.ts';
import type { RecordDocument } from './document-types.ts';
import type { ExcelColumn } from './excel-export-types.ts';

/**
 * `POST /api/script/exports`: a list's whole search (its query string, not only the rows shown)
 * written to a file by a job. Each column names the field it shows (`key`, a dotted path).
 */
export interface ExportRequest {
  entity: string;
  /** The list's query parameters (filters, search, sort), as the list sends them. */
  query: Readonly<Record<string, string>>;
  columns: readonly (ExcelColumn & { key: string })[];
  fileName: string;
  format: 'xlsx' | 'csv';
}

/** `GET /api/script/exports/{id}`: the export's Batch record and, once written, its file. */
export interface ExportView {
  record: EntityRecord;
  document?: RecordDocument;
}

export const exportPaths = {
  start: '/api/script/exports',
  // Ids and registrations are plain words: no escaping, so that the server registers `:id` as is.
  export: (id: string) => `/api/script/exports/${id}`,
} as const;
