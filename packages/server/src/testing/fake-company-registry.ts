import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryCompany } from '../external/registration-lookup/french-registry-provider.ts';

/**
 * A few companies as the "API Recherche d'entreprises" (recherche-entreprises.api.gouv.fr, v1)
 * describes them: real-looking SIRENs with valid check digits, one ceased.
 */
export const registryCompanies: readonly RegistryCompany[] = [
  {
    siren: '732829320',
    nom_complet: 'ATELIERS DUPONT ET FILS (ADF)',
    nom_raison_sociale: 'ATELIERS DUPONT ET FILS',
    nature_juridique: '5710',
    activite_principale: '28.22Z',
    etat_administratif: 'A',
    date_creation: '1998-03-12',
    siege: {
      siret: '73282932000074',
      adresse: '12 RUE DES FORGES 69007 LYON',
      numero_voie: '12',
      type_voie: 'RUE',
      libelle_voie: 'DES FORGES',
      code_postal: '69007',
      libelle_commune: 'LYON',
    },
  },
  {
    siren: '732829338',
    nom_complet: 'TRANSPORTS DUPONT',
    nom_raison_sociale: 'TRANSPORTS DUPONT',
    nature_juridique: '5499',
    activite_principale: '49.41A',
    etat_administratif: 'C',
    date_creation: '2004-09-01',
    siege: {
      siret: '73282933800019',
      adresse: '4 AVENUE JEAN JAURES 38000 GRENOBLE',
      numero_voie: '4',
      type_voie: 'AVENUE',
      libelle_voie: 'JEAN JAURES',
      code_postal: '38000',
      libelle_commune: 'GRENOBLE',
    },
  },
  {
    siren: '552032534',
    nom_complet: 'DANONE',
    nom_raison_sociale: 'DANONE',
    nature_juridique: '5599',
    activite_principale: '70.10Z',
    etat_administratif: 'A',
    date_creation: '1955-01-01',
    siege: {
      siret: '55203253400646',
      adresse: '17 BOULEVARD HAUSSMANN 75009 PARIS',
      numero_voie: '17',
      type_voie: 'BOULEVARD',
      libelle_voie: 'HAUSSMANN',
      code_postal: '75009',
      libelle_commune: 'PARIS',
    },
  },
];

export interface FakeCompanyRegistry {
  /** The address to give LESSOR_COMPANY_REGISTRY_URL. */
  url: string;
  /** The queries received, `/search?q=...` each. */
  calls: string[];
  /** Answers 503 to every call while true. */
  failing: boolean;
  /** Milliseconds each answer waits, as the real registry's do over the network; none by default. */
  answerDelayMs: number;
  close(): Promise<void>;
}

/**
 * The registry on a loopback port: `GET /search?q=` matches the SIREN or SIRET prefix or every word
 * of the name; `etat_administratif=A` keeps active companies; a query under 3 characters is
 * answered 400 with `erreur`, as the real API does.
 */
export async function startFakeCompanyRegistry(port = 0): Promise<FakeCompanyRegistry> {
  const registry: FakeCompanyRegistry = {
    url: '',
    calls: [],
    failing: false,
    answerDelayMs: 0,
    close: async () => {},
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://registry.test');
    registry.calls.push(url.pathname + url.search);
    const send = (status: number, body: unknown) =>
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, registry.answerDelayMs);
    if (registry.failing) return send(503, { erreur: 'Service indisponible' });
    if (url.pathname !== '/search') return send(404, { erreur: 'Not found' });
    const q = (url.searchParams.get('q') ?? '').trim().toUpperCase();
    if (q.length < 3)
      return send(400, { erreur: 'Veuillez indiquer au moins 3 caractères dans le paramètre q' });
    const state = url.searchParams.get('etat_administratif');
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const found = registryCompanies.filter(
      (company) =>
        (!state || company.etat_administratif === state) &&
        (company.siren.startsWith(q) ||
          company.siege.siret.startsWith(q) ||
          q.split(/\s+/).every((word) => company.nom_complet.includes(word))),
    );
    send(200, {
      results: found.slice(0, perPage),
      total_results: found.length,
      page: 1,
      per_page: perPage,
      total_pages: Math.max(1, Math.ceil(found.length / perPage)),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  registry.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  registry.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return registry;
}
