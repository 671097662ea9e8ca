import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiJson } from '../api/api-client.ts';

/**
 * A short URL `/u/{key}`: the key is looked up among the key-values flagged as short URLs and the
 * browser goes to the address it holds (foundation.md §2 and §7).
 */
export function ShortUrlPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const target = useQuery({
    queryKey: ['shortUrl', key],
    queryFn: () => apiJson<{ url?: string }>(`/api/core/key-values/${encodeURIComponent(key)}?shortUrl=1`),
    retry: false,
  });
  const url = target.data?.url;

  useEffect(() => {
    if (!url) return;
    const resolved = new URL(url, window.location.origin);
    if (resolved.origin === window.location.origin)
      navigate(resolved.pathname + resolved.search + resolved.hash, { replace: true });
    else window.location.replace(resolved.href);
  }, [url, navigate]);

  if (target.isPending || url) return <Loader role="status" aria-label={t('Loading')} />;
  return (
    <Stack>
      <Title order={1}>{t('Short link not found')}</Title>
      <Alert color="red">{target.error?.message ?? t('This short link leads nowhere.')}</Alert>
    </Stack>
  );
}
