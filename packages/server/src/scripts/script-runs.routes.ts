import { scriptEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { logsOfFailure } from '@lessor/domain/scripts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QueryTokenReader } from '../auth/read-session.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { LogBook } from '../logbook/log-book.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { builtInScripts } from './built-in-scripts.ts';
import { withScriptLogs } from './keep-script-logs.ts';
import { scriptHostFunctions } from './script-host.ts';
import type { ScriptRunTokens } from './script-run-tokens.ts';
import type { ScriptRunner } from './script-runner.ts';
import type { TenantScripts } from './tenant-scripts.ts';

interface RunRoute {
  Params: { name: string };
  Querystring: Record<string, string>;
  Body: unknown;
}

const tags = ['Scripts'];
const namePattern = /^[A-Za-z0-9][\w.-]{0,99}$/;

/**
 * `GET|POST /api/script/runs/{name}` (foundation.md §7): runs the tenant's active script of that
 * name, else the product's built-in one, in the sandbox (docs/scripts.md), and answers what its
 * `execute` returns. GET passes the query string as `params`, POST the body. Running scripts is
 * the permission; what a script reads or writes is checked against the caller's own rights.
 * Without a session, GET takes a run token of that name (`?token=`, script-run-tokens.route.ts)
 * and runs as the session that asked for it.
 */
export function registerScriptRunRoutes(
  app: FastifyInstance,
  context: {
    db: Database;
    catalogue: EntityCatalogue;
    permissions: TenantPermissions;
    runner: ScriptRunner;
    scripts: TenantScripts;
    logBook: LogBook;
    runTokens: ScriptRunTokens;
  },
): void {
  const run = async (request: FastifyRequest<RunRoute>, reply: FastifyReply, params: unknown) => {
    const { name } = request.params;
    if (!namePattern.test(name)) throw new LessorError('SCRIPT_NOT_FOUND', [name.slice(0, 100)]);
    const caller = request.session;
    const code = await scriptCode(context.scripts, caller.tenant, name);
    const host = scriptHostFunctions({ ...context, caller });
    const user = { username: caller.username, tenant: caller.tenant };
    const logged = { type: 'RUN' as const, scriptName: name, user, requestId: request.id };
    const answer = await withScriptLogs(context.logBook, logged, () =>
      context.runner.run({ name, code, params, user, host }),
    );
    // Always JSON, a plain string included: the caller parses what the script answered.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.result));
  };
  const schema = (method: string) => ({
    tags,
    summary: `Run a script by name, ${method === 'GET' ? 'its query string' : 'its body'} as params`,
    params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    response: { 200: documentedOnly({ description: "What the script's execute returned" }) },
  });
  const config = { permission: 'read /api/script/runs' };
  // A run token runs the script it was asked for, nothing else.
  const queryToken: QueryTokenReader = async (token, request) => {
    const grant = await context.runTokens.verify(token);
    const { params } = request;
    const name = typeof params === 'object' && params !== null && 'name' in params ? params.name : undefined;
    return grant && grant.name === name ? grant : undefined;
  };
  app.get<RunRoute>(
    '/api/script/runs/:name',
    {
      config: { ...config, queryToken },
      // The document names `token` through the runToken scheme (register-openapi-document.ts).
      schema: { ...schema('GET'), security: [{ session: [] }, { runToken: [] }] },
    },
    // The token is the caller's credential, never a param of the script.
    (request, reply) => run(request, reply, withoutToken(request.query)),
  );
  app.post<RunRoute>('/api/script/runs/:name', { config, schema: schema('POST') }, (request, reply) =>
    run(request, reply, request.body ?? {}),
  );
}

function withoutToken(query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'token'));
}

interface TestRunRoute {
  Params: { id: string };
  Body: { params?: unknown; code?: unknown } | undefined;
}

/**
 * `POST /api/script/scripts/{id}/test` with `{ params, code? }`: runs a script as the scripts
 * screen's Test does, the code in the editor when sent (saved or not), else the stored one, with
 * the caller's rights; answers its result, what it logged and how long it took, or its error with
 * what it logged before. Nothing of a test run is kept. Writing scripts is the permission.
 */
export function registerScriptTestRoute(
  app: FastifyInstance,
  context: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions; runner: ScriptRunner },
): void {
  const scripts = new EntityService(context.db, context.catalogue, scriptEntity);
  app.post<TestRunRoute>(
    `${scriptEntity.apiPath}/:id/test`,
    {
      config: { permission: `write ${scriptEntity.apiPath}` },
      schema: {
        tags,
        summary: 'Test a script: its result, its log lines and its duration, or its error',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        body: documentedOnly({
          type: 'object',
          properties: {
            params: { type: 'object', description: 'What execute is given' },
            code: { type: 'string', description: 'The code to run in place of the stored one' },
          },
        }),
        response: { 200: documentedOnly({ description: '{ result, logs, durationMs } or { error, logs }' }) },
      },
    },
    async (request) => {
      const caller = request.session;
      const user = { username: caller.username, tenant: caller.tenant };
      const script = await scripts.get(user, request.params.id);
      const sent = request.body?.code;
      if (sent !== undefined && typeof sent !== 'string')
        throw new LessorError('INVALID_STRING_FIELD', ['code']);
      const code = sent ?? (typeof script.code === 'string' ? script.code : '');
      const name = String(script.name ?? script.registration);
      try {
        const run = await context.runner.run({
          name,
          code,
          params: request.body?.params ?? {},
          user,
          host: scriptHostFunctions({ ...context, caller }),
        });
        return run;
      } catch (error) {
        if (!(error instanceof LessorError) || !error.code.startsWith('SCRIPT_')) throw error;
        return { error: { code: error.code, message: error.message }, logs: logsOfFailure(error) };
      }
    },
  );
}

/**
 * `GET /api/script/layouts/{name}`: the code of the tenant's active layout script of that name
 * (`person-layout-COMPANY`, `contract-layout`), which the browser runs in its own sandbox to lay a
 * detail page out (docs/scripts.md). Every signed-in user of the tenant may read layout scripts,
 * which only arrange what the user may already see; the other kinds stay behind `read scripts`.
 * Served from the tenant's kept scripts; `SCRIPT_NOT_FOUND` when it has none: the page keeps the
 * declaration's layout.
 */
export function registerLayoutScriptRoute(app: FastifyInstance, scripts: TenantScripts): void {
  app.get<{ Params: { name: string } }>(
    '/api/script/layouts/:name',
    {
      config: { permission: false },
      schema: {
        tags,
        summary: "A layout script's code, for the browser to run",
        params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        response: {
          200: {
            type: 'object',
            properties: { name: { type: 'string' }, code: { type: 'string' } },
            required: ['name', 'code'],
          },
        },
      },
    },
    async (request) => {
      const { name } = request.params;
      const code = namePattern.test(name)
        ? await scripts.layoutNamed(request.session.tenant, name)
        : undefined;
      if (code === undefined) throw new LessorError('SCRIPT_NOT_FOUND', [name.slice(0, 100)]);
      return { name, code };
    },
  );
}

/**
 * The code run under a name: the tenant's active script of that name (or of the name its
 * scriptAliases document says the name stands for), else the built-in one.
 */
async function scriptCode(scripts: TenantScripts, tenant: string, asked: string): Promise<string> {
  const name = await scripts.resolve(tenant, asked);
  const code = (await scripts.named(tenant, name)) ?? builtInScripts[name];
  if (code === undefined) throw new LessorError('SCRIPT_NOT_FOUND', [name]);
  return code;
}
