import {
  type RegistrationLookupAnswer,
  type RegistrationLookupType,
  registrationLookupTypes,
} from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { checkEuVatNumber } from '@lessor/domain/formats';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { pathParams } from '../../openapi/documented-only.ts';
import type { RegistrationProvider } from './registration-provider.ts';
import { type RegistryServices, registrationProviderOf } from './registration-provider-of-tenant.ts';

interface LookupBody {
  value: string;
  personType?: string;
  withDetails?: boolean;
  displayFirstRegistrationsInPriority?: boolean;
  extras?: Record<string, unknown>;
  selectedId?: string;
}

/** The person form looks up from the third character typed (business-areas.md §9). */
const minimumLength = 3;

/**
 * `POST /api/external/pivot/person-registration/{type}` (foundation.md §7): the companies the
 * tenant's registry knows for a SIREN, SIRET or name (SIR) or a VAT number (EVA), each with the
 * person fields its choice fills; `?administrativeStatus=ACTIVE` hides ceased ones, `selectedId`
 * answers that one company. Needs 'read /api/external/pivot', like the other external look-ups.
 */
export function registerRegistrationLookupRoutes(
  app: FastifyInstance,
  db: Database,
  services: RegistryServices,
): void {
  app.post<{
    Params: { type: string };
    Body: LookupBody;
    Querystring: { administrativeStatus?: 'ACTIVE' };
  }>(
    '/api/external/pivot/person-registration/:type',
    {
      config: { permission: 'read /api/external/pivot' },
      schema: {
        tags: ['Persons'],
        summary: 'Companies a registry knows for a registration number, VAT number or name',
        params: pathParams({ type: 'SIR (SIREN, SIRET or name) or EVA (EU VAT number)' }),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { administrativeStatus: { type: 'string', enum: ['ACTIVE'] } },
        },
        body: {
          type: 'object',
          required: ['value'],
          additionalProperties: false,
          properties: {
            value: { type: 'string', maxLength: 200 },
            personType: { type: 'string', maxLength: 10 },
            withDetails: { type: 'boolean' },
            displayFirstRegistrationsInPriority: { type: 'boolean' },
            extras: { type: 'object' },
            selectedId: { type: 'string', maxLength: 20 },
          },
        },
      },
    },
    async (request): Promise<RegistrationLookupAnswer> => {
      const type = request.params.type;
      if (!(registrationLookupTypes as readonly string[]).includes(type))
        throw new LessorError('REGISTRATION_LOOKUP_TYPE_UNKNOWN', [type]);
      const provider = await registrationProviderOf(db, services, request.session.tenant);
      const activeOnly = request.query.administrativeStatus === 'ACTIVE';
      const { value, selectedId } = request.body;
      if (selectedId) {
        const matches = await provider.search({ text: selectedId, activeOnly });
        return { source: provider.source, matches: matches.filter((match) => match.id === selectedId) };
      }
      return lookUp(provider, type as RegistrationLookupType, value.trim(), activeOnly);
    },
  );
}

async function lookUp(
  provider: RegistrationProvider,
  type: RegistrationLookupType,
  value: string,
  activeOnly: boolean,
): Promise<RegistrationLookupAnswer> {
  if (type === 'EVA') {
    const vatCheck = checkEuVatNumber(value);
    const { fault: _fault, ...check } = vatCheck;
    // A French VAT number holds the SIREN after its key: the registry knows the company by it.
    const siren = vatCheck.valid && vatCheck.countryCode === 'FR' ? vatCheck.vatNumber.slice(2) : undefined;
    const matches = siren ? await provider.search({ text: siren, activeOnly }) : [];
    return { source: provider.source, matches, vatCheck: check };
  }
  return lookUpCompany(provider, value, activeOnly);
}

/** The companies a registry knows for a SIREN, a SIRET or words of the name, from the third character. */
export async function lookUpCompany(
  provider: RegistrationProvider,
  value: string,
  activeOnly: boolean,
): Promise<RegistrationLookupAnswer> {
  // Numbers are typed with spaces (732 829 320); the registry reads them without.
  const text = /^[\d\s]+$/.test(value) ? value.replace(/\s+/g, '') : value;
  if (text.length < minimumLength) return { source: provider.source, matches: [] };
  return { source: provider.source, matches: await provider.search({ text, activeOnly }) };
}
