import type { FieldOption } from '@lessor/domain/fields';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../form/form-field.ts';
import { useFormLocale } from '../form/useFormLocale.ts';
import { requestReferenceList } from './request-reference-list.ts';

/**
 * The options of a select, radio or grid select: a path in `query` or `list` is fetched as it is,
 * a named reference list comes from the server (batched with the page's other lists), and the
 * declared options stand in until it arrives or when it is not found ('List not found {name}').
 */
export function useFieldOptions(field: FormField): { options: readonly FieldOption[]; listError?: string } {
  const { t } = useTranslation();
  const locale = useFormLocale();
  const source = field.query ?? field.list;
  const list = useQuery({
    queryKey: ['referenceList', locale, source],
    queryFn: () => requestReferenceList(source ?? '', locale),
    enabled: source !== undefined,
    staleTime: 5 * 60_000,
  });
  const declared = field.options ?? [];
  if (!list.data) return { options: declared };
  if ('error' in list.data) return { options: declared, listError: listErrorText(list.data.error, t) };
  return { options: list.data.options.length > 0 ? list.data.options : declared };
}

const notFound = 'List not found ';

/** The spec's list problems (foundation.md §8) in the user's language; a list script's own words as written. */
function listErrorText(error: string, t: TFunction): string {
  if (error === 'Not a list name') return t('Not a list name');
  if (error.startsWith(notFound)) return t('List not found {{name}}', { name: error.slice(notFound.length) });
  return error;
}
