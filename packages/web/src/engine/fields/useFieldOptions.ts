import type { FieldOption } from '@lessor/domain/fields';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import type { FormField } from '../form/form-field.ts';
import { useFormLocale } from '../form/useFormLocale.ts';
import { readList, requestReferenceList } from './request-reference-list.ts';

/**
 * The options of a select, radio or grid select: a path in `query` is fetched as it is, a named
 * reference list comes from the server (batched with the page's other lists), and the declared
 * options stand in until it arrives or when it is not found ('List not found {name}').
 */
export function useFieldOptions(field: FormField): { options: readonly FieldOption[]; listError?: string } {
  const locale = useFormLocale();
  const source = field.query ?? field.list;
  const list = useQuery({
    queryKey: ['referenceList', locale, source],
    queryFn: () =>
      field.query?.startsWith('/')
        ? apiJson<unknown>(field.query).then((answer) => readList(answer, field.query ?? ''))
        : requestReferenceList(source ?? '', locale),
    enabled: source !== undefined,
    staleTime: 5 * 60_000,
  });
  const declared = field.options ?? [];
  if (!list.data) return { options: declared };
  if ('error' in list.data) return { options: declared, listError: list.data.error };
  return { options: list.data.options.length > 0 ? list.data.options : declared };
}
