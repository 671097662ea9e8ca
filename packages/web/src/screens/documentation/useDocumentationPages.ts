import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { type DocumentationPage, documentationPagesOf, pagesForLocale } from './documentation-pages.ts';

const documentationEntity = findEntity('Documentation');

/** Most pages read: a tenant's documentation is a guide, not a library. */
const pagesRead = 500;

/** The tenant's published documentation pages the user reads, one per path, in their language. */
export function useDocumentationPages() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['Documentation', 'published'],
    queryFn: async (): Promise<DocumentationPage[]> => {
      const query = new URLSearchParams({
        status: 'PUBLISHED',
        projection: 'registration,name,path,locale,content',
        sort: 'path',
        range: `0-${pagesRead - 1}`,
      });
      return documentationPagesOf(await apiJson(`${documentationEntity?.apiPath}?${query}`));
    },
    enabled: documentationEntity !== undefined,
    select: (pages) => pagesForLocale(pages, i18n.language),
  });
}
