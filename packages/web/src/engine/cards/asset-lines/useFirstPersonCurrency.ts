import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/api-client.ts';
import { useFieldSnapshot } from '../../form/FormStoreContext.tsx';

const personEntity = findEntity('Person');

/**
 * The currency of the file's first person (business-areas.md §5: a new line takes the file's
 * currency, else its first person's), asked only while the file has no currency of its own.
 */
export function useFirstPersonCurrency(): string | undefined {
  const currency = useFieldSnapshot('currency').value;
  const persons = useFieldSnapshot('persons').value;
  const [first] = Array.isArray(persons) ? persons : [];
  const registration =
    typeof first === 'object' && first !== null && 'personRegistration' in first
      ? String(first.personRegistration ?? '')
      : '';
  const query = useQuery({
    queryKey: ['person-currency', registration],
    queryFn: async () => {
      const person = await apiJson<{ currency?: unknown }>(
        `${personEntity?.apiPath}/${encodeURIComponent(registration)}?projection=registration,currency`,
      );
      return typeof person.currency === 'string' ? person.currency : null;
    },
    enabled: personEntity !== undefined && registration !== '' && !currency,
    staleTime: 60_000,
  });
  return query.data ?? undefined;
}
