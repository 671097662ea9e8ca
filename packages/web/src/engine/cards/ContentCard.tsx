import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldSnapshot } from '../form/FormStoreContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

const MarkdownView = lazy(() =>
  import('../fields/MarkdownView.tsx').then((module) => ({ default: module.MarkdownView })),
);

/**
 * Text in a card: the layout's markdown (`props.markdown`), or the record's field it names
 * (`props.field`), rendered and sanitised.
 */
export function ContentCard({ card }: CardProps) {
  const { t } = useTranslation();
  const field = typeof card.props?.field === 'string' ? card.props.field : '';
  const { value } = useFieldSnapshot(field);
  const markdown =
    typeof card.props?.markdown === 'string' ? card.props.markdown : typeof value === 'string' ? value : '';
  return (
    <CardFrame card={card}>
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
        <MarkdownView markdown={markdown} />
      </Suspense>
    </CardFrame>
  );
}
