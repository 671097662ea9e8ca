import type { FastifyInstance } from 'fastify';

/** OpenStreetMap's own tile server, used when LESSOR_MAP_TILES_URL is not set. */
export const defaultMapTilesUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin of a tile URL template (`https://tiles.example.com/{z}/{x}/{y}.png`), the only one
 * the content-security policy lets images come from besides the server. A placeholder in the host
 * (`{s}.tile...`) would need a wildcard, so such a template has no origin.
 */
export function mapTilesOrigin(template: string): string | undefined {
  if (!URL.canParse(template)) return undefined;
  const url = new URL(template);
  return /^https?:$/.test(url.protocol) && !/[{}]/.test(url.host) ? url.origin : undefined;
}

/** `GET /api/external/map-tiles`: where the web application's maps take their tiles. */
export function registerMapTilesRoute(app: FastifyInstance, urlTemplate: string): void {
  app.get(
    '/api/external/map-tiles',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'The tile server maps draw from, as a URL template',
        response: {
          200: {
            description: 'The template, with {z}, {x} and {y}',
            type: 'object',
            properties: { urlTemplate: { type: 'string' } },
          },
        },
      },
    },
    async () => ({ urlTemplate }),
  );
}
