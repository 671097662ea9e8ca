import type { ProcessingAction } from '../workflow/processing.ts';
import type { EntityRecord } from './api-types.ts';
import type { SheetCell } from './sheet-rows-types.ts';

/** A column of an imported file and the field it fills; null when it is left out. */
export interface ImportColumn {
  position: number;
  header: string;
  field: string | null;
}

/** An imported row's state: waiting to be written, written as a record, or refused. */
export type ImportRowState = 'PENDING' | 'WRITTEN' | 'REFUSED';

/** Why a row was refused: the spec's code and message, and the column at fault when one is. */
export interface ImportRowError {
  code: string;
  message: string;
  column?: string;
}

export interface ImportRowCounts {
  total: number;
  pending: number;
  written: number;
  refused: number;
}

/** `GET /api/script/imports/{id}/progress`: the import, its columns, its rows counted, what it allows. */
export interface ImportView {
  record: EntityRecord;
  columns: ImportColumn[];
  /** The fields a column may fill, with their labels, in declaration order. */
  fields: { field: string; label: string }[];
  counts: ImportRowCounts;
  actions: readonly ProcessingAction[];
}

/** `GET /api/script/imports/{id}/rows`: one row of the file, what became of it and why. */
export interface ImportRow {
  line: number;
  state: ImportRowState;
  cells: SheetCell[];
  /** The record it became. */
  registration: string | null;
  errors: ImportRowError[];
}

const imports = '/api/script/imports';

/** The calls of an import (foundation.md §1, /imports); the record itself is served at `{imports}/{id}`. */
export const importPaths = {
  /** Multipart: `file` (.xlsx or .csv), `entity` (its name), `locale` (how its texts write numbers and dates). */
  upload: `${imports}/upload`,
  // Ids and registrations are plain words: no escaping, so that the server registers `:id` as is.
  progress: (id: string) => `${imports}/${id}/progress`,
  /** `?state=REFUSED&range=0-49` */
  rows: (id: string) => `${imports}/${id}/rows`,
  /** POST; DO takes `{ columns: { [position]: field | null } }`. */
  action: (id: string, action: ProcessingAction) => `${imports}/${id}/actions/${action}`,
} as const;
