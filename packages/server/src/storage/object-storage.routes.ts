import {
  containerNamePattern,
  localContainerName,
  type ObjectStorageOverview,
  objectStorageContainersPath,
  type S3ContainerInput,
} from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { S3Container } from '../objects/s3-container.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import {
  listContainers,
  makeDefaultContainer,
  readS3Container,
  removeS3Container,
  saveS3Container,
} from './storage-containers.ts';

const tags = ['Storage'];

const containerAnswer = {
  type: 'object',
  required: ['name', 'kind', 'isDefault', 'files', 'usedBytes', 'quotaBytes'],
  properties: {
    name: { type: 'string' },
    kind: { type: 'string', enum: ['filesystem', 's3'] },
    isDefault: { type: 'boolean' },
    files: { type: 'integer' },
    usedBytes: { type: 'integer' },
    quotaBytes: { type: ['integer', 'null'] },
    s3: {
      type: 'object',
      properties: {
        endpoint: { type: 'string' },
        region: { type: 'string' },
        bucket: { type: 'string' },
        prefix: { type: 'string' },
        accessKeyId: { type: 'string' },
        forcePathStyle: { type: 'boolean' },
      },
    },
    updatedAt: { type: 'string' },
    updatedBy: { type: 'string' },
  },
};

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 63 } },
};

interface ContainerRoute {
  Params: { name: string };
}

/**
 * The tenant's storage containers (docs/object-storage.md), for its administrators: the list
 * with each one's files, bytes and quota; one container; an S3 bucket added or changed (checked
 * before it is kept: a bucket Lessor cannot reach is refused), made the default, or removed once
 * it holds no file.
 */
export function registerObjectStorageRoutes(
  app: FastifyInstance,
  options: { db: Database; storageQuotaBytes: number },
): void {
  const { db } = options;
  const itemPath = `${objectStorageContainersPath}/:name`;
  const admin = { adminOnly: true };

  app.get(
    objectStorageContainersPath,
    {
      config: admin,
      schema: {
        tags,
        summary: "The tenant's storage containers, their usage and the tenant's quota",
        response: {
          200: {
            type: 'object',
            properties: {
              containers: { type: 'array', items: containerAnswer },
              tenantQuotaBytes: { type: 'integer' },
              tenantUsedBytes: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request): Promise<ObjectStorageOverview> => {
      const { tenant } = request.session;
      const containers = await withTenant(db.app, tenant, (trx) => listContainers(trx, tenant));
      return {
        containers,
        tenantQuotaBytes: options.storageQuotaBytes,
        tenantUsedBytes: containers.reduce((total, container) => total + container.usedBytes, 0),
      };
    },
  );

  app.get<ContainerRoute>(
    itemPath,
    {
      config: admin,
      schema: {
        tags,
        summary: 'One storage container',
        params: nameParams,
        response: { 200: containerAnswer },
      },
    },
    async (request) => {
      const { tenant } = request.session;
      const containers = await withTenant(db.app, tenant, (trx) => listContainers(trx, tenant));
      const found = containers.find((container) => container.name === request.params.name);
      if (!found) throw new LessorError('STORAGE_CONTAINER_NOT_FOUND', [request.params.name]);
      return found;
    },
  );

  app.put<ContainerRoute & { Body: S3ContainerInput }>(
    itemPath,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add or change an S3-compatible container; a secret key left out keeps the one kept',
        params: nameParams,
        body: {
          type: 'object',
          required: ['endpoint', 'region', 'bucket', 'accessKeyId'],
          additionalProperties: false,
          properties: {
            endpoint: { type: 'string', minLength: 1, maxLength: 2000 },
            region: { type: 'string', minLength: 1, maxLength: 100 },
            bucket: { type: 'string', minLength: 3, maxLength: 63 },
            prefix: { type: 'string', maxLength: 500 },
            accessKeyId: { type: 'string', minLength: 1, maxLength: 500 },
            secretAccessKey: { type: 'string', maxLength: 2000, writeOnly: true },
            forcePathStyle: { type: 'boolean' },
            quotaBytes: { type: ['integer', 'null'], minimum: 1 },
            isDefault: { type: 'boolean' },
          },
        },
        response: { 200: containerAnswer },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (name === localContainerName || !containerNamePattern.test(name))
        throw new LessorError('INVALID_FIELD_IN_PATH', ['name']);
      const input = { ...request.body, endpoint: checkedEndpoint(request.body.endpoint) };
      if (input.prefix && !/^[A-Za-z0-9!_.*'()/-]*\/$/.test(input.prefix))
        throw new LessorError('INVALID_FIELD_VALUE', [input.prefix, 'prefix']);
      const { tenant, username } = request.session;
      return withTenant(db.app, tenant, async (trx) => {
        await saveS3Container(trx, db.secrets, { tenant, username, name, input });
        // Refused unless the bucket answers with these keys: files are never sent where they cannot be read back.
        const saved = await readS3Container(trx, db.secrets, tenant, name);
        if (saved) {
          const probe = new S3Container(name, saved.settings);
          await probe.check().finally(() => probe.close());
        }
        const containers = await listContainers(trx, tenant);
        return containers.find((container) => container.name === name);
      });
    },
  );

  app.post<ContainerRoute>(
    `${itemPath}/default`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Make a container the one new files go to',
        params: nameParams,
        response: { 200: containerAnswer },
      },
    },
    async (request) => {
      const { tenant } = request.session;
      const { name } = request.params;
      return withTenant(db.app, tenant, async (trx) => {
        await makeDefaultContainer(trx, tenant, name);
        return (await listContainers(trx, tenant)).find((container) => container.name === name);
      });
    },
  );

  app.delete<ContainerRoute>(
    itemPath,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove an S3 container that holds no file',
        params: nameParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { tenant } = request.session;
      const { name } = request.params;
      // The built-in container is every tenant's, and stays.
      if (name === localContainerName) throw new LessorError('INVALID_FIELD_IN_PATH', ['name']);
      await withTenant(db.app, tenant, (trx) => removeS3Container(trx, tenant, name));
      return reply.code(204).send();
    },
  );
}

/** An endpoint is an http(s) address; anything else would send the keys who knows where. */
function checkedEndpoint(endpoint: string): string {
  const url = URL.parse(endpoint.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new LessorError('INVALID_FIELD_VALUE', [endpoint, 'endpoint']);
  return url.origin + (url.pathname === '/' ? '' : url.pathname.replace(/\/$/, ''));
}
