import type { StoredFile } from '@lessor/domain/api';
import { createContext, useContext } from 'react';

/** A file carried in the form itself, as a data URL, by a form that saves no record. */
export interface AttachedFile {
  name: string;
  size: number;
  type: string;
  url: string;
}

/** What a file field holds: a file its record's documents keep, or one carried in the form. */
export type HeldFile = StoredFile | AttachedFile;

export const isHeldFile = (value: unknown): value is HeldFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HeldFile).name === 'string' &&
  (typeof (value as StoredFile).documentId === 'string' || typeof (value as AttachedFile).url === 'string');

/** A key naming a held file among the others of its field. */
export const heldFileKey = (file: HeldFile): string =>
  'documentId' in file ? file.documentId : `${file.name}-${file.size}-${file.url.length}`;

/**
 * Where the file fields of a form keep the files chosen in them. A detail page keeps them with its
 * record (`engine/documents/record-file-storage.ts`); any other form carries them as data URLs.
 */
export interface FileStorage {
  /** Keeps a chosen file for the field at `path`, and answers what the field then holds. */
  keep(file: File, path: string): Promise<HeldFile>;
  /** Opens a held file in a new window. */
  open(file: HeldFile): Promise<void>;
}

/** Carries files in the form, as data URLs: for forms that save no record of their own. */
const formFileStorage: FileStorage = {
  keep: (file) =>
    new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        resolve({ name: file.name, size: file.size, type: file.type, url: String(reader.result) });
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    }),
  async open(file) {
    if (!('url' in file)) return;
    // Browsers refuse to open data URLs as pages: the file opens as a blob.
    openBlob(await (await fetch(file.url)).blob());
  },
};

/** Opens bytes held in the browser in a new window, for a minute. */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const FileStorageContext = createContext<FileStorage>(formFileStorage);

export function useFileStorage(): FileStorage {
  return useContext(FileStorageContext);
}
