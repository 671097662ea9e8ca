/**
 * Saves bytes the application fetched itself (with the session header) as a file named so: a
 * link to them is clicked, and the bytes are let go once the browser has taken them.
 * @example downloadBlob(await response.blob(), 'PYF00000001.xml')
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
