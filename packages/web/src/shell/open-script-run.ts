import { apiPaths, type ScriptRunToken } from '@lessor/domain/api';
import { apiJson } from '../api/api-client.ts';
import { notifyError } from '../notifications/notify.ts';

/**
 * Shows what a script answers in a new tab (Ctrl+Shift+X runs hello-world). A tab cannot send the
 * session header, so its address holds a run token of a minute for that script alone, never the
 * session's own token.
 */
export function openScriptRun(name: string, params: Readonly<Record<string, string>>): void {
  // Opened within the key press, which a popup blocker lets through; its address follows the token.
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  apiJson<ScriptRunToken>(apiPaths.scriptRunTokens, { method: 'POST', body: { name } }).then(
    ({ token }) => {
      const address = `/api/script/runs/${encodeURIComponent(name)}?${new URLSearchParams({ ...params, token })}`;
      if (tab) tab.location.href = address;
      else window.open(address, '_blank', 'noopener');
    },
    (error: unknown) => {
      tab?.close();
      void notifyError(error);
    },
  );
}
