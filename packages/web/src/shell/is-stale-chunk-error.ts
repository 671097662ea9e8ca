/**
 * Whether an error is a code chunk that could not be loaded: after a new version is deployed,
 * an open tab asks for chunk files that no longer exist. Browsers word it differently.
 */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}
