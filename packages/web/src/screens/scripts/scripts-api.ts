import type { EntityRecord } from '@lessor/domain/api';
import { findEntity, scriptEntity } from '@lessor/domain/entities';
import { apiJson } from '../../api/api-client.ts';

/** A tenant's script as the scripts screen edits it. */
export interface ScriptRecord extends EntityRecord {
  name?: string;
  type?: string;
  code?: string;
  entityName?: string;
  event?: string;
}

/** What a test run answers: its result, what it logged and how long it took, or its error. */
export interface TestRun {
  result?: unknown;
  durationMs?: number;
  logs: { level: string; message: string }[];
  error?: { code: string; message: string };
}

/** A version of a script's code: who saved it, when, and the code as saved. */
export interface ScriptVersion {
  id: string;
  date: string;
  username: string;
  code: string;
}

const path = scriptEntity.apiPath;
const at = (id: string) => `${path}/${encodeURIComponent(id)}`;

/** Every script of the tenant, by name: a tenant holds tens of them, not thousands. */
export async function listScripts(): Promise<ScriptRecord[]> {
  const scripts = await apiJson<ScriptRecord[]>(`${path}?range=0-999`);
  return [...scripts].sort((a, b) => String(a.name ?? '').localeCompare(String(b.name ?? '')));
}

export function saveScript(id: string | undefined, fields: Partial<ScriptRecord>): Promise<ScriptRecord> {
  return id === undefined
    ? apiJson<ScriptRecord>(path, { method: 'POST', body: fields })
    : apiJson<ScriptRecord>(at(id), { method: 'PATCH', body: fields });
}

export function testScript(id: string, code: string, params: unknown): Promise<TestRun> {
  return apiJson<TestRun>(`${at(id)}/test`, { method: 'POST', body: { code, params } });
}

/** `ENABLE` or `DISABLE`: only an active script runs. */
export function transitionScript(id: string, transition: 'ENABLE' | 'DISABLE'): Promise<ScriptRecord> {
  return apiJson<ScriptRecord>(`${at(id)}/transitions/${transition}`);
}

/** The versions of a script's code, newest first, from its history: each save that changed the code. */
export async function scriptVersions(registration: string): Promise<ScriptVersion[]> {
  const query = new URLSearchParams({
    entityName: scriptEntity.name,
    entityRegistration: registration,
    range: '0-99',
  });
  const entries = await apiJson<EntityRecord[]>(`${findEntity('History')?.apiPath}?${query}`);
  return entries.flatMap((entry) => {
    const changes = Array.isArray(entry.changes) ? (entry.changes as { field?: string; to?: string }[]) : [];
    const code = changes.find((change) => change.field === 'code');
    if (!code) return [];
    return [
      {
        id: entry._id,
        date: String(entry.date ?? ''),
        username: String(entry.username ?? ''),
        code: code.to ?? '',
      },
    ];
  });
}
