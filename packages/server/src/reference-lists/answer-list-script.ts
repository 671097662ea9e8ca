import { LessorError } from '@lessor/domain/errors';
import { type ConfiguredEntry, type ReferenceListEntry, toAnswerEntry } from '@lessor/domain/reference-lists';
import type { FastifyRequest } from 'fastify';

/** A list as the route answers it: its entries, or the message it answers after ERROR. */
export type ListAnswer = { entries: readonly ReferenceListEntry[] } | { error: string };

/** What a list script's `execute` is given. */
interface ListScriptParams {
  list: string;
  locale?: string;
}

/**
 * The tenant's LIST scripts as the lists route uses them (scripts/serve-list-scripts.ts gives
 * them): the code of the active one of a name, read from the kept scripts so that a list no
 * script serves costs no run; and a run of one as the request's user, answering what its
 * `execute` returned.
 */
export interface ListScripts {
  codeOf(tenant: string, name: string): Promise<string | undefined>;
  run(
    request: FastifyRequest,
    script: { name: string; code: string },
    params: ListScriptParams,
  ): Promise<unknown>;
}

/**
 * The list the tenant's LIST script of that name serves, undefined when it has none: the script's
 * entries (`{ value, label, ... }` or bare values) labelled in the locale, or its failure as the
 * list's error, so that one failing script spoils its own list and never the others asked with it.
 */
export async function answerListScript(
  scripts: ListScripts,
  request: FastifyRequest,
  name: string,
  locale: string | undefined,
): Promise<ListAnswer | undefined> {
  const code = await scripts.codeOf(request.session.tenant, name);
  if (code === undefined) return undefined;
  let answer: unknown;
  try {
    answer = await scripts.run(request, { name, code }, { list: name, ...(locale ? { locale } : {}) });
  } catch (error) {
    if (!(error instanceof LessorError)) request.log.error({ err: error, list: name }, 'list script failed');
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (!Array.isArray(answer)) return { error: `List script ${name} did not answer an array` };
  return { entries: answer.flatMap((entry) => scriptEntry(entry, locale) ?? []) };
}

/** An entry a script answered, as the route answers it; undefined for one without a value, left out. */
function scriptEntry(entry: unknown, locale: string | undefined): ReferenceListEntry | undefined {
  if (typeof entry === 'string') return toAnswerEntry({ value: entry }, locale);
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { value, label, country, ...more } = entry as Record<string, unknown>;
  if (typeof value !== 'string') return undefined;
  const configured: ConfiguredEntry = {
    value,
    ...(isLabel(label) ? { label } : {}),
    ...(typeof country === 'string' ? { country } : {}),
  };
  // What else the script gives an entry (a colour, a parent) goes to the browser as it is.
  return { ...more, ...toAnswerEntry(configured, locale) };
}

function isLabel(label: unknown): label is ConfiguredEntry['label'] {
  if (typeof label === 'string') return true;
  return (
    typeof label === 'object' &&
    label !== null &&
    !Array.isArray(label) &&
    Object.values(label).every((text) => typeof text === 'string')
  );
}
