import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { FieldError } from '@lessor/domain/errors';
import { validateRecord } from '@lessor/domain/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, apiJson } from '../../api/api-client.ts';
import { compactRecord } from './compact-record.ts';

type Data = Record<string, unknown>;

function defaultsOf(entity: EntityDefinition): Data {
  return Object.fromEntries(
    Object.entries(entity.fields).flatMap(([key, field]) =>
      field.default === undefined ? [] : [[key, field.default]],
    ),
  );
}

/** A top-level field is touched once edited; its nested paths (`addresses[0].city`) follow it. */
function topField(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}

/**
 * State of an entity's detail page: the record (loaded by id or registration, or a new one),
 * its edits, the messages to show, and saving. Errors of untouched fields stay hidden until a
 * save is attempted; then every error shows and the save stops (foundation.md §5).
 */
export function useEntityRecordController(entity: EntityDefinition, id: string | undefined) {
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: [entity.name, 'record', id],
    queryFn: () => apiJson<EntityRecord>(`${entity.apiPath}/${encodeURIComponent(id ?? '')}`),
    enabled: id !== undefined,
  });
  const [values, setValues] = useState<Data>(() => defaultsOf(entity));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);

  useEffect(() => {
    setValues(loaded.data ?? defaultsOf(entity));
    setTouched(new Set());
    setSubmitted(false);
  }, [loaded.data, entity]);

  const errors = useMemo(() => validateRecord(entity.fields, compactRecord(values)), [entity, values]);

  const save = useMutation({
    mutationFn: (record: Data) =>
      id === undefined
        ? apiJson<EntityRecord>(entity.apiPath, { method: 'POST', body: record })
        : apiJson<EntityRecord>(`${entity.apiPath}/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: record,
          }),
    onSuccess: (saved) => {
      queryClient.setQueryData([entity.name, 'record', saved.registration], saved);
      void queryClient.invalidateQueries({ queryKey: [entity.name, 'list'] });
      setValues(saved);
      setServerErrors([]);
    },
    onError: (error) => setServerErrors(error instanceof ApiError ? (error.body?.errors ?? []) : []),
  });

  return {
    record: loaded.data,
    isNew: id === undefined,
    isLoading: id !== undefined && loaded.isPending,
    loadError: loaded.error,
    values,
    setField(name: string, value: unknown) {
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => new Set(current).add(name));
      setServerErrors((current) => current.filter((error) => topField(error.field) !== name));
    },
    errorFor(path: string): string | undefined {
      const fromServer = serverErrors.find((error) => error.field === path);
      if (fromServer) return fromServer.message;
      if (!submitted && !touched.has(topField(path))) return undefined;
      return errors.find((error) => error.field === path)?.message;
    },
    saveError: save.error,
    isSaving: save.isPending,
    /** Saves when the record is valid; answers the saved record, or undefined when it stopped. */
    async submit(): Promise<EntityRecord | undefined> {
      setSubmitted(true);
      if (errors.length > 0) return undefined;
      return save.mutateAsync(compactRecord(values)).catch(() => undefined);
    },
  };
}

export type EntityRecordController = ReturnType<typeof useEntityRecordController>;
