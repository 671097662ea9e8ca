import { type AddressLookupAnswer, type AddressLookupRequest, addressLookupPath } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type AddressLookupServices, addressProviderOf } from './address-provider-of-tenant.ts';

const defaultLimit = 5;

const locationSchema = {
  type: ['object', 'null'],
  properties: {
    type: { type: 'string' },
    coordinates: { type: 'array', items: { type: 'number' } },
  },
};

const hitSchema = {
  type: 'object',
  properties: {
    placeId: { type: 'string' },
    label: { type: 'string' },
    score: { type: ['number', 'null'] },
    address: {
      type: 'object',
      additionalProperties: true,
      properties: { location: locationSchema },
    },
  },
};

/**
 * `POST /api/external/pivot/addresses` (foundation.md §7): with `search`, the addresses matching
 * typed text; with `placeId`, the detail of one; with `coordinates` (longitude, latitude), the
 * addresses at a point. The tenant's provider answers (tenant-config `addressLookup`); None answers
 * no hit.
 */
export function registerAddressLookupRoutes(
  app: FastifyInstance,
  db: Database,
  services: AddressLookupServices,
): void {
  app.post<{ Body: AddressLookupRequest }>(
    addressLookupPath,
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Addresses matching typed text, the detail of one, or those at a point',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: { type: 'string', minLength: 1, maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 20 },
            placeId: { type: 'string', minLength: 1, maxLength: 300 },
            coordinates: {
              type: 'array',
              minItems: 2,
              maxItems: 2,
              items: [
                { type: 'number', minimum: -180, maximum: 180 },
                { type: 'number', minimum: -90, maximum: 90 },
              ],
            },
            provider: { type: 'string' },
            language: { type: 'string', maxLength: 10 },
            country: { type: 'string', maxLength: 10 },
            region: { type: 'string', maxLength: 10 },
            sessiontoken: { type: 'string', maxLength: 200 },
            extraInfo: { type: 'boolean' },
            detailFromCoordinates: { type: 'boolean' },
            config: { type: 'object' },
          },
        },
        response: {
          200: {
            description: 'The hits, best first',
            type: 'object',
            properties: { hits: { type: 'array', items: hitSchema } },
          },
        },
      },
    },
    async (request): Promise<AddressLookupAnswer> => {
      const { search, placeId, coordinates, limit = defaultLimit } = request.body;
      const asked = [search?.trim(), placeId, coordinates].filter(
        (part) => part !== undefined && part !== '',
      );
      if (asked.length !== 1) throw new LessorError('ADDRESS_LOOKUP_REQUEST');
      const options = {
        ...(request.body.language ? { language: request.body.language } : {}),
        ...(request.body.country ? { country: request.body.country } : {}),
        ...(request.body.region ? { region: request.body.region } : {}),
      };
      const provider = await addressProviderOf(db, services, request.session.tenant);
      if (placeId !== undefined) return { hits: [await provider.detail(placeId, options)] };
      if (coordinates) return { hits: await provider.reverse(coordinates[0], coordinates[1], options) };
      return { hits: await provider.search(search?.trim() ?? '', limit, options) };
    },
  );
}
