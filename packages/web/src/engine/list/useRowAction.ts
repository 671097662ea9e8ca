import type { EntityRecord } from '@lessor/domain/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { fillTemplate } from './fill-template.ts';
import type { RowAction } from './list-page-settings.ts';

/** foundation.md §9: the page reloads 500 ms after an action that asks for it. */
const reloadDelayMs = 500;

/**
 * Runs a row's configured action: the templated call with the row (or the action's payload) as
 * body, a spinner meanwhile, 'Event executed successfully', then a reload or a redirect.
 */
export function useRowAction(record: EntityRecord, reload: () => void) {
  const navigate = useNavigate();
  const [running, setRunning] = useState<string | undefined>();
  const run = async (action: RowAction) => {
    const url = fillTemplate(action.url, record);
    if (!url) return;
    setRunning(action.label);
    try {
      const withBody = action.method !== 'GET' && action.method !== 'DELETE';
      const response = await apiFetch(url, {
        method: action.method,
        ...(withBody ? { body: 'payload' in action ? action.payload : record } : {}),
      });
      const answer = response.status === 204 ? {} : await response.json().catch(() => ({}));
      notifySuccess('Event executed successfully');
      const redirect = action.redirect && fillTemplate(action.redirect, { ...record, ...answer });
      if (redirect) navigate(redirect);
      else if (action.reload) setTimeout(reload, reloadDelayMs);
    } catch (error) {
      await notifyError(error);
    } finally {
      setRunning(undefined);
    }
  };
  return { running, run };
}
