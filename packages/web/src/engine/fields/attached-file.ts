/** A file a file field holds: its name, size, type and where to read it. */
export interface AttachedFile {
  name: string;
  size: number;
  type: string;
  url: string;
}

export const isAttachedFile = (value: unknown): value is AttachedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachedFile).name === 'string' &&
  typeof (value as AttachedFile).url === 'string';

/**
 * Keeps a chosen file with the record, as a data URL: the record's document store holds files
 * only through this function, so a storage route can take its place without touching the fields.
 */
export function attachFile(file: File): Promise<AttachedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, size: file.size, type: file.type, url: String(reader.result) });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Opens a held file in a new tab (browsers refuse to open data URLs as pages, so as a blob). */
export async function viewFile(file: AttachedFile): Promise<void> {
  const blob = await (await fetch(file.url)).blob();
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
