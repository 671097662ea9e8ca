import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { InlineProps } from './inline-props.ts';
import { textProp } from './prop-readers.ts';

const SafeHtml = lazy(() =>
  import('../fields/SafeHtml.tsx').then((module) => ({ default: module.SafeHtml })),
);

/** HTML the layout gives (`props.html`), sanitised before it is shown. */
export function HtmlElement({ props }: InlineProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader size="xs" role="status" aria-label={t('Loading')} />}>
      <SafeHtml html={textProp(props, 'html')} />
    </Suspense>
  );
}
