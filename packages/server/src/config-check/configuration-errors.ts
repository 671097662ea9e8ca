import { setImmediate } from 'node:timers/promises';
import type { ConfigCheckError } from '@lessor/domain/api';
import type { DeclaredSelect } from '@lessor/domain/reference-lists';
import { compileError } from '../scripts/server-sandbox.ts';

/**
 * The scripts that would fail as soon as they run: each running script (the newest active one of
 * its name) whose code is missing or does not compile. Scripts are compiled one at a time, the
 * server's other requests served between two.
 */
export async function scriptErrors(
  runningScripts: ReadonlyMap<string, string | undefined>,
): Promise<ConfigCheckError[]> {
  const errors: ConfigCheckError[] = [];
  for (const [name, code] of [...runningScripts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const message = code === undefined ? 'No code' : await compileError(name, code);
    if (message) errors.push({ type: 'script', name, message });
    await setImmediate();
  }
  return errors;
}

/**
 * The lists a field names that nobody defines: neither the product (a shipped list with values),
 * nor the tenant, nor the field itself (its own values): such a field offers nothing to choose
 * from. One error per list, naming the fields that need it.
 */
export function listErrors(
  selects: readonly DeclaredSelect[],
  defined: (list: string) => boolean,
): ConfigCheckError[] {
  const missing = new Map<string, string[]>();
  for (const { entity, path, field } of selects) {
    if ((field.options?.length ?? 0) > 0 || defined(field.list)) continue;
    missing.set(field.list, [...(missing.get(field.list) ?? []), `${entity}.${path}`]);
  }
  return [...missing]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, fields]) => ({
      type: 'list',
      name,
      message: `Named by ${fields.join(', ')} but defined nowhere`,
    }));
}
