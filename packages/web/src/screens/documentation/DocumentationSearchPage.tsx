import { Anchor, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { searchDocumentation } from './documentation-pages.ts';
import { useDocumentationPages } from './useDocumentationPages.ts';

/**
 * The documentation search (`/documentation-search?q=`): the tenant's published documentation pages
 * in the user's language that hold every word typed, those naming them first, each with the words
 * around its first match. The words are in the address, so a search can be sent or reloaded.
 */
export function DocumentationSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const pages = useDocumentationPages();
  const hits = pages.data ? searchDocumentation(pages.data, query) : [];
  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>{t('Documentation search')}</Title>
      <TextInput
        type="search"
        label={t('Search the documentation')}
        value={query}
        onChange={(event) =>
          setParams(event.currentTarget.value ? { q: event.currentTarget.value } : {}, { replace: true })
        }
      />
      {pages.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : pages.error ? (
        <Text role="alert">{pages.error.message}</Text>
      ) : pages.data.length === 0 ? (
        <Text>{t('Your tenant publishes no documentation page yet.')}</Text>
      ) : query.trim() === '' ? (
        <Text>{t('{{count}} pages to search', { count: pages.data.length })}</Text>
      ) : (
        <>
          <Text role="status">{t('{{count}} pages hold these words', { count: hits.length })}</Text>
          <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label={t('Pages found')}>
            {hits.map(({ page, snippet }) => (
              <li key={page.path}>
                <Anchor component={Link} to={`/documentation/${page.path}`} fw={500}>
                  {page.name}
                </Anchor>
                <Text size="sm">{snippet}</Text>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
