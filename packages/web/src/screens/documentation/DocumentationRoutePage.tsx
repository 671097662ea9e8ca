import { Anchor, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DocumentationPage } from '../DocumentationPage.tsx';
import { useDocumentationPages } from './useDocumentationPages.ts';

const MarkdownView = lazy(() =>
  import('../../engine/fields/MarkdownView.tsx').then((module) => ({ default: module.MarkdownView })),
);

/**
 * `/documentation/{path}`: the tenant's published page at that path, in the user's language; where
 * the tenant publishes none, the product's own getting-started page.
 */
export function DocumentationRoutePage() {
  const { t } = useTranslation();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const pages = useDocumentationPages();
  if (pages.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  const page = pages.data?.find((candidate) => candidate.path === path);
  if (!page) return <DocumentationPage />;
  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>{page.name}</Title>
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
        <MarkdownView markdown={page.content} />
      </Suspense>
      <Anchor component={Link} to="/documentation-search">
        {t('Search the documentation')}
      </Anchor>
    </Stack>
  );
}
