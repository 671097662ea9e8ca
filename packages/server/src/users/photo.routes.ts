import multipart from '@fastify/multipart';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { documentedOnly, fileAnswer, pathParams, uploadedFileBody } from '../openapi/documented-only.ts';
import { isAnyAdmin } from '../permissions/assert-admin.ts';
import { storeUpload } from '../storage/store-upload.ts';
import { withUploadSpool } from '../storage/upload-spool.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { assertMayActOn } from './assert-may-change-user.ts';
import { getUser } from './user-store.ts';

/** A photo is an image of at most 2 MB. */
const maxPhotoBytes = 2 * 1024 * 1024;
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

interface PhotoRoute {
  Params: { username: string };
  Querystring: { no404?: string };
}

/**
 * `GET`, `POST` (multipart file) and `DELETE /api/core/users/{username}/photo`. Anybody signed in
 * sees photos; a user changes their own, an admin those of the users they may act on. `GET ?no404=1`
 * answers 204 instead of 404 when there is none. Photos count against the tenant's storage quota.
 */
export async function registerPhotoRoutes(
  app: FastifyInstance,
  db: Database,
  quotaBytes: number,
): Promise<void> {
  await app.register(async (photos) => {
    await photos.register(multipart, { limits: { fileSize: maxPhotoBytes, files: 1 } });
    const path = '/api/core/users/:username/photo';

    photos.get<PhotoRoute>(
      path,
      { config: { permission: false }, schema: photoSchemas.read },
      async (request, reply) => {
        const { tenant } = request.session;
        const photo = await withTenant(db.app, tenant, (trx) =>
          trx
            .selectFrom('user_photos')
            .select(['content_type', 'content'])
            .where('tenant', '=', tenant)
            .where('username', '=', request.params.username)
            .executeTakeFirst(),
        );
        if (!photo) {
          if (request.query.no404 === '1' || request.query.no404 === 'true') return reply.code(204).send();
          throw new LessorError('USER_NOT_FOUND', [request.params.username]);
        }
        return reply.type(photo.content_type).send(photo.content);
      },
    );

    photos.post<PhotoRoute>(
      path,
      { config: { permission: ownOrWriter }, schema: photoSchemas.upload },
      async (request, reply) => {
        await assertMayChangePhoto(db, request);
        const file = await request.file().catch(() => undefined);
        if (!file) throw new LessorError('MISSING_FILE_IN_REQUEST');
        if (!imageTypes.has(file.mimetype)) throw new LessorError('INVALID_FILE_EXTENSION', [file.filename]);
        const { tenant } = request.session;
        const { username } = request.params;
        const size = await withUploadSpool(async (spool) => {
          const received = await spool.receive(file.file).catch(() => undefined);
          if (!received || file.file.truncated) throw new LessorError('BODY_TOO_LARGE', [maxPhotoBytes]);
          return storeUpload(db, { tenant, quotaBytes }, received, async (trx, spooled) => {
            // A photo is small (at most maxPhotoBytes) and kept in its row, beside the user.
            const content = await spooled.read();
            // Read again beside the write: the user may have gone while the file came in.
            await getUser(trx, tenant, username);
            const row = { tenant, username, content_type: file.mimetype, content };
            await trx
              .insertInto('user_photos')
              .values(row)
              .onConflict((conflict) =>
                conflict
                  .columns(['tenant', 'username'])
                  .doUpdateSet({ content_type: row.content_type, content }),
              )
              .execute();
            return content.length;
          });
        });
        return reply.code(201).send({ username, contentType: file.mimetype, size });
      },
    );

    photos.delete<PhotoRoute>(
      path,
      { config: { permission: ownOrWriter }, schema: photoSchemas.remove },
      async (request, reply) => {
        await assertMayChangePhoto(db, request);
        const { tenant } = request.session;
        await withTenant(db.app, tenant, (trx) =>
          trx
            .deleteFrom('user_photos')
            .where('tenant', '=', tenant)
            .where('username', '=', request.params.username)
            .execute(),
        );
        return reply.code(204).send();
      },
    );
  });
}

const tags = ['Users'];
const params = pathParams({ username: 'The user' });

/** The photo routes read their query and upload themselves, with the catalogue's codes. */
const photoSchemas = {
  read: {
    tags,
    summary: "A user's photo",
    params,
    querystring: documentedOnly({
      type: 'object',
      properties: { no404: { type: 'string', description: '1 or true: 204 instead of 404 without a photo' } },
    }),
    response: { 200: fileAnswer('The image', 'image/*'), 204: { description: 'No photo', type: 'null' } },
  },
  upload: {
    tags,
    summary: "Set a user's photo: an image of at most 2 MB",
    params,
    body: uploadedFileBody(),
    response: { 201: { description: 'username, contentType and size' } },
  },
  remove: {
    tags,
    summary: "Delete a user's photo",
    params,
    response: { 204: { description: 'Deleted', type: 'null' } },
  },
};

// The route checks itself: a user's own photo needs no permission, another's an admin.
const ownOrWriter = false;

/** A photo belongs to a user who exists; an admin changes another's, if they may act on that account. */
async function assertMayChangePhoto(
  db: Database,
  request: FastifyRequest<{ Params: { username: string } }>,
): Promise<void> {
  const { tenant, username } = request.session;
  await withTenant(db.app, tenant, async (trx) => {
    const target = await getUser(trx, tenant, request.params.username);
    if (target.username === username) return;
    const caller = await getUser(trx, tenant, username);
    if (!isAnyAdmin(caller)) throw new LessorError('FORBIDDEN', ['write /api/core/users']);
    assertMayActOn(caller, target);
  });
}
