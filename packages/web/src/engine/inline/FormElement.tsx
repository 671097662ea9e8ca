import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiJson } from '../../api/api-client.ts';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { createFormStore } from '../form/create-form-store.ts';
import { FormModeContext } from '../form/FormModeContext.tsx';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import type { FormField } from '../form/form-field.ts';
import { revealField } from '../form/reveal-field.ts';
import type { InlineProps } from './inline-props.ts';
import { recordProp, textProp } from './prop-readers.ts';

/** foundation.md §9: the page reloads 500 ms after a form succeeds. */
const reloadDelay = 500;

const isField = (value: unknown): value is FormField =>
  typeof recordProp(value).type === 'string' && typeof recordProp(value).label === 'string';

/**
 * A form of the layout's own fields (`props.fields`) sent to a URL (`props.url`, POST unless
 * `props.method` is GET): its fields are checked first and nothing is sent while one is in error;
 * an answer's redirectTo is followed, otherwise the page reloads 500 ms later (foundation.md §7).
 */
export function FormElement({ props }: InlineProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = Object.fromEntries(
    Object.entries(recordProp(props.fields)).flatMap(([name, field]) =>
      isField(field) ? [[name, field] as const] : [],
    ),
  );
  const scope = `form${useId()}`;
  const [store] = useState(() => createFormStore(fields, recordProp(props.values), {}, scope));
  const method = textProp(props, 'method').toUpperCase() === 'GET' ? 'GET' : 'POST';
  const url = textProp(props, 'url');
  const send = useMutation({
    mutationFn: (values: Readonly<Record<string, unknown>>) =>
      method === 'GET'
        ? apiJson<unknown>(
            `${url}?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]))}`,
          )
        : apiJson<unknown>(url, { method, body: values }),
    onSuccess: (answer) => {
      const redirectTo = textProp(recordProp(answer), 'redirectTo');
      if (redirectTo) navigate(redirectTo);
      else setTimeout(() => navigate(0), reloadDelay);
    },
  });
  const submit = () => {
    const first = store.attemptSubmit()[0];
    if (first) revealField(first, scope);
    else send.mutate(store.getValues());
  };
  return (
    <FormStoreContext.Provider value={store}>
      <FormModeContext.Provider value={{ readOnly: false, disabled: send.isPending }}>
        <Stack gap="sm" role="group" aria-label={t(textProp(props, 'title') || 'Form')}>
          <FieldGrid paths={Object.keys(fields)} />
          <Group justify="end">
            <Button size="xs" loading={send.isPending} onClick={submit}>
              {t(textProp(props, 'submitLabel') || 'Send')}
            </Button>
          </Group>
        </Stack>
      </FormModeContext.Provider>
    </FormStoreContext.Provider>
  );
}
