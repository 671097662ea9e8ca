import {
  type ObjectStorageContainer,
  type ObjectStorageOverview,
  objectStorageContainerPath,
  objectStorageContainersPath,
  type S3ContainerInput,
} from '@lessor/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

const queryKey = ['object-storage-containers'];

/** The tenant's storage containers and what they hold (administrators only). */
export function useObjectStorage() {
  return useQuery({ queryKey, queryFn: () => apiJson<ObjectStorageOverview>(objectStorageContainersPath) });
}

/** Saves, makes default and removes a container; the list is read again after each. */
export function useContainerChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: ({ name, input }: { name: string; input: S3ContainerInput }) =>
      apiJson<ObjectStorageContainer>(objectStorageContainerPath(name), { method: 'PUT', body: input }),
    onSuccess: refresh,
    meta: { errorShownInline: true },
  });
  const makeDefault = useMutation({
    mutationFn: (name: string) =>
      apiJson<ObjectStorageContainer>(`${objectStorageContainerPath(name)}/default`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (name: string) => apiJson<void>(objectStorageContainerPath(name), { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { errorShownInline: true },
  });
  return { save, makeDefault, remove };
}
