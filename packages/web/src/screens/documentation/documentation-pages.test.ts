import { describe, expect, it } from 'vitest';
import {
  documentationPagesOf,
  pagesForLocale,
  plainText,
  searchDocumentation,
} from './documentation-pages.ts';

const pages = documentationPagesOf([
  {
    registration: 'DCN1',
    name: 'Run billing',
    path: '/billing/run/',
    locale: '',
    content: '# Run billing\n\nThe **billing run** makes the invoices of the instalments due.',
  },
  {
    registration: 'DCN2',
    name: 'Lancer la facturation',
    path: 'billing/run',
    locale: 'fr-FR',
    content: 'La facturation crée les factures des échéances dues.',
  },
  {
    registration: 'DCN3',
    name: 'Rates',
    path: 'rates',
    locale: 'en',
    content: 'Add a fixing of [Euribor](https://example.com) by hand, or import a file of them.',
  },
  {
    registration: 'DCN4',
    name: 'Nur Deutsch',
    path: 'deutsch',
    locale: 'de-DE',
    content: 'Nur für Deutsch.',
  },
  { registration: 'DCN5', name: 'No path', path: '', locale: '', content: 'Opens nowhere.' },
]);

describe('documentation pages', () => {
  it('open at their path, trimmed of slashes; a record without one is left out', () => {
    expect(pages.map((page) => page.path)).toEqual(['billing/run', 'billing/run', 'rates', 'deutsch']);
  });

  it("are the user's in their locale, else their language, else for every language", () => {
    expect(pagesForLocale(pages, 'fr-FR').map((page) => page.registration)).toEqual(['DCN2']);
    expect(pagesForLocale(pages, 'en-GB').map((page) => page.registration)).toEqual(['DCN1', 'DCN3']);
    expect(pagesForLocale(pages, 'de-AT').map((page) => page.registration)).toEqual(['DCN1', 'DCN4']);
  });

  it('are searched for every word, without case or accents, those naming it first, with the words around it', () => {
    const english = pagesForLocale(pages, 'en-GB');
    const hits = searchDocumentation(english, 'BILLING invoices');
    expect(hits.map((hit) => hit.page.registration)).toEqual(['DCN1']);
    expect(hits[0]?.snippet).toBe('Run billing The billing run makes the invoices of the instalments due.');
    expect(searchDocumentation(english, 'euribor file').map((hit) => hit.page.registration)).toEqual([
      'DCN3',
    ]);
    expect(
      searchDocumentation(pagesForLocale(pages, 'fr-FR'), 'echeances').map((hit) => hit.page.registration),
    ).toEqual(['DCN2']);
    expect(searchDocumentation(english, 'billing nowhere')).toEqual([]);
    expect(searchDocumentation(english, '  ')).toEqual([]);
  });

  it('show the words around a match far into the text, cut between words', () => {
    const long = documentationPagesOf([
      {
        registration: 'DCN9',
        name: 'Long',
        path: 'long',
        content: `${'word '.repeat(60)}needle ${'after '.repeat(60)}`,
      },
    ]);
    const [hit] = searchDocumentation(long, 'needle');
    expect(hit?.snippet).toMatch(/^…word word .* needle after .* after…$/);
    expect(hit?.snippet.length).toBeLessThanOrEqual(162);
  });

  it('read markdown as plain words', () => {
    expect(
      plainText('## Title\n\nSee [the guide](/documentation/guide) and `code`.\n```\nskipped\n```'),
    ).toBe('Title See the guide and code .');
  });
});
