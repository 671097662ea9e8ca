import { type MailSettingsInput, mailSettingsPath } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { validateEmail } from '@lessor/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { addressOf } from './mail-address.ts';
import { clearMailSettings, readMailSettings, saveMailSettings } from './mail-settings.ts';

const tags = ['Mail'];

const settingsAnswer = {
  description: 'The SMTP server, without its password; null when none is set',
  type: ['object', 'null'],
  properties: {
    host: { type: 'string' },
    port: { type: 'integer' },
    secure: { type: 'boolean' },
    username: { type: ['string', 'null'] },
    from: { type: 'string' },
    hasPassword: { type: 'boolean' },
    updatedAt: { type: 'string' },
    updatedBy: { type: 'string' },
  },
};

/**
 * The SMTP server a tenant's e-mail goes through: `GET /api/core/mail-settings` reads it (never
 * the password), `PUT` sets it, `DELETE` forgets it. Administrators only: it is the company's
 * mail account.
 */
export function registerMailSettingsRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    mailSettingsPath,
    {
      config: { adminOnly: true },
      schema: { tags, summary: "The tenant's SMTP server", response: { 200: settingsAnswer } },
    },
    async (request) => {
      const { tenant } = request.session;
      return withTenant(db.app, tenant, (trx) => readMailSettings(trx, tenant));
    },
  );

  app.put<{ Body: MailSettingsInput }>(
    mailSettingsPath,
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Set the tenant's SMTP server; a password left out keeps the one kept",
        body: {
          type: 'object',
          required: ['host', 'port', 'from'],
          additionalProperties: false,
          properties: {
            host: { type: 'string', minLength: 1, maxLength: 253 },
            port: { type: 'integer', minimum: 1, maximum: 65535 },
            secure: { type: 'boolean' },
            username: { type: ['string', 'null'], maxLength: 254 },
            password: { type: ['string', 'null'], maxLength: 1000, writeOnly: true },
            from: { type: 'string', minLength: 3, maxLength: 320 },
          },
        },
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const settings = { ...request.body, host: request.body.host.trim(), from: request.body.from.trim() };
      if (settings.host === '' || /\s/.test(settings.host))
        throw new LessorError('INVALID_FIELD_VALUE', [settings.host, 'host']);
      if (validateEmail(addressOf(settings.from)))
        throw new LessorError('INVALID_FIELD_VALUE', [settings.from, 'from']);
      const { tenant, username } = request.session;
      return withTenant(db.app, tenant, async (trx) => {
        await saveMailSettings(trx, db.secrets, { tenant, username, settings });
        return readMailSettings(trx, tenant);
      });
    },
  );

  app.delete(
    mailSettingsPath,
    {
      config: { adminOnly: true },
      schema: { tags, summary: "Forget the tenant's SMTP server", response: { 204: { type: 'null' } } },
    },
    async (request, reply) => {
      const { tenant } = request.session;
      await withTenant(db.app, tenant, (trx) => clearMailSettings(trx, tenant));
      return reply.code(204).send();
    },
  );
}
