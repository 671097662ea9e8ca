/** A page of the tenant's documentation (a published Documentation record), as its screens read it. */
export interface DocumentationPage {
  registration: string;
  name: string;
  /** Where it opens under /documentation: `billing/run-billing`. */
  path: string;
  /** `fr-FR`, `fr`, or '' for every language. */
  locale: string;
  content: string;
}

/** One page a search found: the words around its first match in the text, for the list of results. */
export interface DocumentationHit {
  page: DocumentationPage;
  snippet: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The pages of records as a list call answers them; a record without a path opens nowhere and is left out. */
export function documentationPagesOf(
  records: ReadonlyArray<Readonly<Record<string, unknown>>>,
): DocumentationPage[] {
  return records.flatMap((record) => {
    const path = text(record.path).replace(/^\/+|\/+$/g, '');
    const registration = text(record.registration);
    if (!path || !registration) return [];
    return [
      {
        registration,
        name: text(record.name) || path,
        path,
        locale: text(record.locale),
        content: text(record.content),
      },
    ];
  });
}

/** How well a page's language fits the user's: its own locale, then its language, then a page for all. */
function localeFit(page: DocumentationPage, locale: string): number {
  if (page.locale === '') return 1;
  if (page.locale.toLowerCase() === locale.toLowerCase()) return 3;
  return page.locale.split('-')[0]?.toLowerCase() === locale.split('-')[0]?.toLowerCase() ? 2 : 0;
}

/**
 * The pages the user reads, one per path: of several translations of a path, the one in the user's
 * locale, else in their language, else the one for every language; a page only in other languages
 * is not theirs.
 */
export function pagesForLocale(pages: readonly DocumentationPage[], locale: string): DocumentationPage[] {
  const best = new Map<string, DocumentationPage>();
  for (const page of pages) {
    const fit = localeFit(page, locale);
    if (fit === 0) continue;
    const kept = best.get(page.path);
    if (!kept || fit > localeFit(kept, locale)) best.set(page.path, page);
  }
  return [...best.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Text compared without case or accents: 'Échéance' finds 'echeance'. */
const folded = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Markdown read as plain words: headings, emphasis, code marks and link targets taken out. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const snippetLength = 160;

/**
 * The pages holding every word of the query, in their name or text, those naming it in their
 * name first, then by path. Each comes with the words around its first match.
 * @example searchDocumentation(pages, 'run billing') // the pages where both 'run' and 'billing' stand
 */
export function searchDocumentation(pages: readonly DocumentationPage[], query: string): DocumentationHit[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: Array<DocumentationHit & { inName: number }> = [];
  for (const page of pages) {
    const body = plainText(page.content);
    const name = folded(page.name);
    const haystack = `${name} ${folded(body)}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    hits.push({
      page,
      snippet: snippetAround(body, folded(body).indexOf(words[0] ?? '')),
      inName: words.filter((word) => name.includes(word)).length,
    });
  }
  return hits
    .sort((a, b) => b.inName - a.inName || a.page.path.localeCompare(b.page.path))
    .map(({ page, snippet }) => ({ page, snippet }));
}

/** About `snippetLength` characters of the text around a position, cut between words. */
function snippetAround(body: string, at: number): string {
  let start = Math.max(0, at - snippetLength / 3);
  if (start > 0) start = body.indexOf(' ', start) + 1 || start;
  let end = Math.min(body.length, start + snippetLength);
  if (end < body.length) end = body.lastIndexOf(' ', end) > start ? body.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
}
