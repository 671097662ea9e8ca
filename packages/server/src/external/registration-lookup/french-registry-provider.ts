import type { RegistrationAddress, RegistrationMatch } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { frenchVatKey } from '@lessor/domain/formats';
import type { RegistrationProvider, RegistrationQuery } from './registration-provider.ts';

/**
 * The answer of the "API Recherche d'entreprises" (recherche-entreprises.api.gouv.fr, version 1,
 * `GET /search?q=...`), as its OpenAPI description publishes it; only the fields read here.
 * `etat_administratif` is A (active) or C (ceased); `nature_juridique` is INSEE's code of legal
 * categories; `activite_principale` the NAF code; dates are YYYY-MM-DD.
 */
export interface RegistrySearchAnswer {
  results: RegistryCompany[];
  total_results: number;
  page: number;
  per_page: number;
  total_pages: number;
}

export interface RegistryCompany {
  siren: string;
  nom_complet: string;
  nom_raison_sociale?: string | null;
  nature_juridique?: string | null;
  activite_principale?: string | null;
  etat_administratif?: 'A' | 'C' | null;
  date_creation?: string | null;
  siege: RegistryEstablishment;
}

interface RegistryEstablishment {
  siret: string;
  adresse?: string | null;
  numero_voie?: string | null;
  type_voie?: string | null;
  libelle_voie?: string | null;
  code_postal?: string | null;
  libelle_commune?: string | null;
}

/** The registry answers within a second; a slow one is given five, the user is typing. */
const timeoutMs = 5_000;
const maxAnswerBytes = 2 * 1024 * 1024;
/** Suggestions shown under the input: the registry's largest page is 25. */
const perPage = 10;

/** The French company registry, a public API that needs no key. */
export class FrenchRegistryProvider implements RegistrationProvider {
  readonly source = 'french-registry';
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl.replace(/\/$/, '');
  }

  async search(query: RegistrationQuery): Promise<RegistrationMatch[]> {
    const url = new URL(`${this.#baseUrl}/search`);
    url.searchParams.set('q', query.text);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('page', '1');
    if (query.activeOnly) url.searchParams.set('etat_administratif', 'A');
    const answer = await this.#get(url);
    if (!Array.isArray(answer.results)) throw unavailable('the answer holds no results');
    return answer.results
      .filter((company) => !query.activeOnly || company.etat_administratif !== 'C')
      .map(toMatch);
  }

  async #get(url: URL): Promise<RegistrySearchAnswer> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable('no answer');
    }
    // A query the registry finds too short or malformed is answered 400 with `erreur`: no company.
    if (response.status === 400)
      return { results: [], total_results: 0, page: 1, per_page: 0, total_pages: 0 };
    if (response.status === 429) throw unavailable('too many requests, try again in a minute');
    if (!response.ok) throw unavailable(`status ${response.status}`);
    const text = await response.text();
    if (text.length > maxAnswerBytes) throw unavailable('the answer is too large');
    try {
      return JSON.parse(text) as RegistrySearchAnswer;
    } catch {
      throw unavailable('the answer is not JSON');
    }
  }
}

/**
 * INSEE's legal categories as the ISO 20275 legal-form codes the legalForm list holds (GLEIF's ELF
 * list for France): SAS and SASU, SARL and EURL, SA (55xx and 56xx), SCI. Others fill no legal form.
 */
function legalFormOf(category: string | null | undefined): string | undefined {
  if (!category) return undefined;
  const known: Record<string, string> = {
    '5710': '6CHY',
    '5720': '6CHY',
    '5499': 'V9QP',
    '5498': 'V9QP',
    '6540': 'FY0F',
  };
  return known[category] ?? (/^5[56]/.test(category) ? 'QVPB' : undefined);
}

const unavailable = (reason: string) => new LessorError('REGISTRATION_LOOKUP_UNAVAILABLE', [reason]);

/** A company as the person form fills it, in business-areas.md §3's names. */
function toMatch(company: RegistryCompany): RegistrationMatch {
  const ceased = company.etat_administratif === 'C';
  const name = company.nom_raison_sociale || company.nom_complet;
  const address = addressOf(company.siege);
  return {
    id: company.siren,
    label: [company.nom_complet, company.siren, company.siege.libelle_commune].filter(Boolean).join(' · '),
    ceased,
    person: {
      registration: company.siren,
      name,
      ...(legalFormOf(company.nature_juridique) ? { legalForm: legalFormOf(company.nature_juridique) } : {}),
      ...(company.activite_principale ? { activityCode: company.activite_principale } : {}),
      registrations: [
        { type: 'SIR', registration: company.siege.siret || company.siren },
        { type: 'EVA', registration: `FR${frenchVatKey(company.siren)}${company.siren}` },
      ],
      ...(address ? { addresses: [address] } : {}),
      company: {
        registrationCountry: 'FR',
        administrativeStatus: ceased ? 'CEASED' : 'ACTIVE',
        ...(company.date_creation ? { creationDate: company.date_creation } : {}),
        // The NAF code (62.01Z) refines the European NACE class (62.01) by a letter.
        ...(company.activite_principale ? { naceCode: company.activite_principale.slice(0, 5) } : {}),
      },
    },
  };
}

function addressOf(siege: RegistryEstablishment): RegistrationAddress | undefined {
  const street = [siege.numero_voie, siege.type_voie, siege.libelle_voie].filter(Boolean).join(' ');
  const addressLine =
    siege.adresse || [street, siege.code_postal, siege.libelle_commune].filter(Boolean).join(' ');
  if (!addressLine) return undefined;
  return {
    type: 'MAIN',
    addressLine,
    ...(street ? { address1: street } : {}),
    ...(siege.code_postal ? { zipcode: siege.code_postal } : {}),
    ...(siege.libelle_commune ? { city: siege.libelle_commune } : {}),
    country: 'FR',
  };
}
