/** A Vite build manifest entry (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a page needs: the entry, the modules a route loads on demand, and every
 * file they import statically (Vite preloads those together).
 */
export function filesFor(manifest: Manifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  visit(entry);
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`the manifest has no chunk for ${source}`);
    visit(source);
  }
  return [...files];
}
