import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { normalizeRecord } from '@lessor/domain/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apiJson } from '../../api/api-client.ts';
import type { DetailLayout } from '../cards/detail-layout.ts';
import { createFormStore } from '../form/create-form-store.ts';
import { useValidationContext } from '../form/useFormSettings.ts';
import type { EntityRecordController, SubmitResult } from '../record/entity-record-controller.ts';
import { compactRecord } from './compact-record.ts';
import { formFieldsOfLayout } from './layout/form-fields-of-layout.ts';

type Data = Record<string, unknown>;

const typedInQuery = new Set(['text', 'select', 'radio', 'grid select', 'email', 'username', 'phone']);

/**
 * A new record's values: the declared defaults, then the text fields the address names
 * (`/invoice?contractRegistration=CON00000001` from a contract's Invoices card).
 */
export function defaultsOf(entity: EntityDefinition, query: URLSearchParams): Data {
  const defaults = Object.entries(entity.fields).flatMap(([key, field]) =>
    field.default === undefined ? [] : [[key, field.default]],
  );
  const named = [...query].filter(
    ([key]) => typedInQuery.has(entity.fields[key]?.type ?? '') && !entity.fields[key]?.multiple,
  );
  return Object.fromEntries([...defaults, ...named]);
}

/** Whether two answers hold the same version of one record. */
function isSameVersion(held: Data, next: Data): boolean {
  return held._id !== undefined && held._id === next._id && held._version === next._version;
}

/** The read of a record by id or registration, shared by whatever on the page needs the record. */
export function recordQuery(entity: EntityDefinition, id: string | undefined) {
  return {
    queryKey: [entity.name, 'record', id],
    queryFn: () => apiJson<EntityRecord>(`${entity.apiPath}/${encodeURIComponent(id ?? '')}`),
    enabled: id !== undefined,
  };
}

/**
 * State of an entity's detail page: the record (loaded by id or registration, or a new one),
 * the form store holding its edits and messages, and saving. A submit with fields in error
 * touches them and stops (foundation.md §5); the server's refusal shows under its fields.
 * The page provides it through `RecordContext`; it changes only when what it holds changes, so
 * the cards reading it do not redraw with every render of the page.
 */
export function useEntityRecordController(
  entity: EntityDefinition,
  id: string | undefined,
  layout: DetailLayout,
  query: URLSearchParams = new URLSearchParams(),
  /** Prefixes the fields' element ids: a form in a dialog over a page keeps ids of its own. */
  scope = '',
): EntityRecordController {
  const queryClient = useQueryClient();
  const context = useValidationContext();
  const loaded = useQuery(recordQuery(entity, id));
  const fields = useMemo(() => formFieldsOfLayout(entity.fields, layout), [entity, layout]);
  const [initial] = useState(() => defaultsOf(entity, query));
  const [store] = useState(() => createFormStore(fields, loaded.data ?? initial, context, scope));
  // A layout that arrives later (the tenant's layout script) places and hides the fields anew.
  useLayoutEffect(() => store.setFields(fields), [store, fields]);

  // The record the store first held: until then the page waits, so that its fields mount once,
  // with their values, rather than empty and again when the store receives the record.
  const [firstHeld, setFirstHeld] = useState(loaded.data);
  useLayoutEffect(() => {
    const next = loaded.data ?? initial;
    // The same version read again (the page's own read after a save took it to the record's
    // address) leaves what the user has typed since in place.
    if (!(store.isDirty() && isSameVersion(store.getSaved(), next))) store.reset(next);
    if (loaded.data) setFirstHeld((held) => held ?? loaded.data);
  }, [store, loaded.data, initial]);
  useEffect(() => store.setContext(context), [store, context]);

  const { refetch } = loaded;
  const reload = useCallback(() => void refetch(), [refetch]);

  // A new record once saved is updated from then on, even before the page reaches its address:
  // a save pressed again while the navigation renders must not create a second record.
  const created = useRef<string | undefined>(undefined);
  const save = useMutation({
    mutationFn: (record: Data) => {
      const target = id ?? created.current;
      return target === undefined
        ? apiJson<EntityRecord>(entity.apiPath, { method: 'POST', body: record })
        : apiJson<EntityRecord>(`${entity.apiPath}/${encodeURIComponent(target)}`, {
            method: 'PUT',
            body: record,
          });
    },
    onSuccess: (saved) => {
      if (id === undefined) created.current = saved.registration;
      queryClient.setQueryData([entity.name, 'record', saved.registration], saved);
      void queryClient.invalidateQueries({ queryKey: [entity.name, 'list'] });
      store.reset(saved);
    },
    onError: (error) => store.setServerErrors(error instanceof ApiError ? (error.body?.errors ?? []) : []),
  });

  const { mutateAsync } = save;
  const submit = useCallback(async (): Promise<SubmitResult> => {
    const errorPaths = store.attemptSubmit();
    if (errorPaths.length > 0) return { errorPaths };
    const record = compactRecord(normalizeRecord(entity.fields, store.getValues(), context));
    try {
      return { saved: await mutateAsync(record) };
    } catch {
      return { errorPaths: store.errors().map((error) => error.path) };
    }
  }, [store, entity, context, mutateAsync]);

  const isNew = id === undefined;
  const isLoading =
    id !== undefined && (loaded.isPending || (loaded.data !== undefined && firstHeld === undefined));
  return useMemo(
    () => ({
      entity,
      store,
      record: loaded.data,
      isNew,
      isLoading,
      loadError: loaded.error,
      reload,
      saveError: save.error,
      isSaving: save.isPending,
      submit,
    }),
    [entity, store, loaded.data, isNew, isLoading, loaded.error, reload, save.error, save.isPending, submit],
  );
}
