// The demo tenant as the offline-work benchmark reads and prepares it through the API, from Node:
// the administrator's session, the offlineSupport setting, the working set on the server.
import type { Browser } from 'playwright-core';
import type { DemoServer } from '../lighthouse/serve-demo.ts';

export const personsPath = '/api/person/persons';
const contractsPath = '/api/financing/contracts';
const configurationPath = '/api/core/configuration-documents/user-configuration';
/** What the preload reads of the last contracts (preload.ts). */
const contractIncludes = 'assets,persons,fundings,documents,collaterals,financingServices';

/** The demo administrator's session token, from the sign-in link. */
export async function signIn(browser: Browser, server: DemoServer): Promise<string> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto(server.signInLink);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null, null, {
    timeout: 60_000,
  });
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  await context.close();
  if (!token) throw new Error('no session after the sign-in link');
  return token;
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Calls the API from Node with the administrator's session. */
export function callApi(origin: string, token: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-timezone': 'UTC',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: Answer = {
      status: response.status,
      body: await response.json(),
      headers: response.headers,
    };
    return answer;
  };
}

export type Api = ReturnType<typeof callApi>;

export async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
  const settled = await answer;
  if (settled.status >= 300) throw new Error(`${what}: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled;
}

/** Sets the tenant's offlineSupport setting, keeping the rest of its user-configuration document. */
export async function setOfflineSupport(api: Api, on: boolean): Promise<void> {
  const current = await api('GET', configurationPath);
  const value =
    (current.status === 200 ? (current.body as { value: Record<string, unknown> }).value : {}) ?? {};
  const options = { ...(value.options as Record<string, unknown> | undefined), offlineSupport: on };
  await ok(api('PUT', configurationPath, { value: { ...value, options } }), 'writing user-configuration');
  const read = await ok(api('GET', '/api/script/runs/user-configuration'), 'reading the configuration');
  if ((read.body as { options?: { offlineSupport?: unknown } }).options?.offlineSupport !== on)
    throw new Error(`offlineSupport did not become ${on}`);
}

/** What the working set holds on the server: the persons and the last 10 contracts with their includes. */
export async function workingSetOnServer(api: Api) {
  let persons = 0;
  for (let offset = 0; ; offset += 1000) {
    const page = await ok(api('GET', `${personsPath}?range=${offset}-${offset + 999}`), 'persons');
    persons += (page.body as unknown[]).length;
    if (page.headers.get('pagination-continues') !== 'true') break;
  }
  const preloadedPersons = (
    (await ok(api('GET', `${personsPath}?range=0-499&sort=-_updateDate`), 'persons')).body as unknown[]
  ).length;
  const contracts = (
    await ok(
      api('GET', `${contractsPath}?range=0-9&sort=-_updateDate&include=${contractIncludes}`),
      'contracts',
    )
  ).body as { included?: Record<string, unknown[]> }[];
  const included: Record<string, number> = {};
  for (const contract of contracts)
    for (const [collection, related] of Object.entries(contract.included ?? {}))
      included[collection] = (included[collection] ?? 0) + (Array.isArray(related) ? related.length : 0);
  return { persons, preloadedPersons, contracts: contracts.length, included };
}

/** Keys a person's creation does not take: what the server sets, and the number it gives. */
const serverSet = new Set(['registration', 'status', 'included', 'prospectRegistration']);

/**
 * Brings the demo tenant to `count` persons: copies of its own persons (their fields as seeded, the
 * server giving each its number), so that the preload reads as many, as large, as it would take along.
 * Answers how many were added, and how many of them had to be a bare individual (a copy refused).
 */
export async function topUpPersons(
  api: Api,
  have: number,
  count: number,
): Promise<{ added: number; bare: number; refusal?: string }> {
  const seeded = (await ok(api('GET', `${personsPath}?range=0-999`), 'persons')).body as Record<
    string,
    unknown
  >[];
  let bare = 0;
  let refusal: string | undefined;
  for (let n = have; n < count; n++) {
    const source = seeded[n % seeded.length] ?? {};
    const copy = Object.fromEntries(
      Object.entries(source).filter(([key]) => !key.startsWith('_') && !serverSet.has(key)),
    );
    for (const key of ['lastName', 'name'])
      if (typeof copy[key] === 'string') copy[key] = `${copy[key]} ${n}`;
    // A SEPA mandate's reference is the tenant's once: the copy's accounts go without mandates.
    if (Array.isArray(copy.bankAccounts))
      copy.bankAccounts = copy.bankAccounts.map((account: Record<string, unknown>) => {
        const { sepaMandates: _, ...rest } = account;
        return rest;
      });
    // A professional's registration is its company number, the user's to give: a copy takes its own.
    if (typeof source.registration === 'string' && source.type !== 'I')
      copy.registration = `${source.registration}-${n}`;
    const made = await api('POST', personsPath, copy);
    if (made.status >= 300) {
      bare += 1;
      refusal ??= JSON.stringify(made.body);
      await ok(api('POST', personsPath, { type: 'I', lastName: `Working set ${n}` }), 'a bare individual');
    }
  }
  return { added: Math.max(0, count - have), bare, ...(refusal ? { refusal } : {}) };
}

export interface PersonRow {
  lastName?: string;
  _insertDate?: string;
}

/** The persons whose last name starts with the prefix, all of them. */
export async function personsNamed(api: Api, prefix: string): Promise<PersonRow[]> {
  const found: PersonRow[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await ok(
      api(
        'GET',
        `${personsPath}?lastName=${encodeURIComponent(`/^${prefix}/`)}&range=${offset}-${offset + 999}`,
      ),
      'persons by last name',
    );
    found.push(...(page.body as PersonRow[]));
    if (page.headers.get('pagination-continues') !== 'true') return found;
  }
}
