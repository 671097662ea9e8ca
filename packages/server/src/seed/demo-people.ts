import { personDisplayName } from '@lessor/domain/entities';
import { demoPersons, legalPerson, naturalPerson } from './demo-persons.ts';
import { cities } from './demo-vocabulary.ts';
import { SeededRandom } from './random.ts';

type PersonBody = Record<string, unknown>;
export type AssetKind = 'VEHICLE' | 'EQUIPMENT' | 'IT';

/** A person of the demo as the other records name it. */
export interface CastPerson {
  registration: string;
  name: string;
  type: string;
  email?: string;
}

/** A dealer: sells assets of one kind, introduces the deals that finance them, under an agreement. */
export interface Dealer {
  person: CastPerson;
  assetKind: AssetKind;
  agreementStatus: 'ACTIVE' | 'SUSPENDED' | 'TERMINATED' | 'DRAFT';
}

/** A branch of the lessor (a person of type O) and the manager who signs and sells for it. */
export interface Branch {
  person: CastPerson;
  manager: CastPerson;
}

/** Who the demo's records name, by the part each plays. */
export interface DemoCast {
  /** Clients (and payers of their invoices). */
  clients: readonly CastPerson[];
  dealers: readonly Dealer[];
  /** The lessor's own organisations: each record belongs to one (`organization`). */
  branches: readonly Branch[];
  /** The lessor's head office, owner of the assets it leases. */
  headOffice?: CastPerson;
  /** The natural person who signs for each company client, by the company's registration. */
  signers: ReadonlyMap<string, CastPerson>;
}

/** The demo's persons, in the waves they are inserted in, and the parts they play. */
export interface DemoPeople {
  /** Each wave names only persons of the waves before it, which a seed insert requires. */
  waves: PersonBody[][];
  cast: DemoCast;
  /** The person the demo administrator is, and the names its user takes from it. */
  administrator: CastPerson & { firstName: string; lastName: string };
}

/** A person about to be numbered, and the persons it names, numbered with it. */
interface Entry {
  body: PersonBody;
  wave: number;
  registration?: string;
  organisation?: Entry;
  relations: { to: Entry; relation: string; stake?: number }[];
}

const lessorLegalForm = 'QVPB'; // société anonyme
/** The head office's web domain, which its staff's addresses share. */
const lessorDomain = 'demoleasingfrance.fr';
const branchCities = ['Lyon', 'Nantes', 'Lille', 'Bordeaux'] as const;
const dealerNames: readonly [string, AssetKind, Dealer['agreementStatus']][] = [
  ['Garage du Rhône SAS', 'VEHICLE', 'ACTIVE'],
  ['Auto Atlantique SAS', 'VEHICLE', 'ACTIVE'],
  ['Utilitaires de l’Ouest SARL', 'VEHICLE', 'ACTIVE'],
  ['Levage Normandie SAS', 'EQUIPMENT', 'ACTIVE'],
  ['Travaux Équipements Centre SA', 'EQUIPMENT', 'ACTIVE'],
  ['Manutention Provence SAS', 'EQUIPMENT', 'ACTIVE'],
  ['Informatique Bretagne SAS', 'IT', 'ACTIVE'],
  ['Bureautique Lorraine SARL', 'IT', 'ACTIVE'],
  ['Réseaux Aquitaine SAS', 'IT', 'ACTIVE'],
  ['Auto Val de Loire SARL', 'VEHICLE', 'SUSPENDED'],
  ['Engins du Nord SAS', 'EQUIPMENT', 'TERMINATED'],
  ['Poids Lourds Occitanie SAS', 'VEHICLE', 'DRAFT'],
];
/** How a parent company holds each of its subsidiaries. */
const groupStakes = [1, 1, 0.8, 0.6, 0.51] as const;
/** How one or two founders share a company. */
const founderShares = [[1], [0.6, 0.4], [0.5, 0.5], [0.7, 0.3]] as const;

/**
 * The demo's persons: its crowd of clients (individuals, professionals, employees, companies and
 * public bodies), the dealers who sell and introduce, and the lessor itself: a group owned by a
 * bank and two founders, its head office, four branches and their managers, and the demo
 * administrator, who signs for the head office. Companies have their shareholders (client groups
 * hold subsidiaries, founders hold stakes) and a signer; employees belong to a company. The same
 * seed gives the same persons and registrations on a new tenant.
 */
export function demoPeople(crowdSize: number, seed = 20261121): DemoPeople {
  const random = new SeededRandom(seed + 1);
  const entry = (body: PersonBody, wave = 1): Entry => ({ body, wave, relations: [] });
  const crowd = demoPersons(crowdSize, seed).map((body) =>
    entry({ ...body, roles: roles('CLIENT', 'PAYER') }),
  );
  const ofType = (type: string) => crowd.filter((person) => person.body.type === type);

  const headOffice = entry(lessor(random, 'O', 'Demo Leasing France', 'Paris', ['OWNER', 'BUSINESSUNIT']));
  const group = entry(lessor(random, 'C', 'Demo Leasing Group SA', 'Paris', []), 2);
  group.relations.push({ to: headOffice, relation: 'SHAREHOLDER', stake: 1 });
  const bank = entry(lessor(random, 'C', 'Banque Atlantique SA', 'Nantes', []), 3);
  bank.relations.push({ to: group, relation: 'SHAREHOLDER', stake: 0.6 });
  const founders = [0.25, 0.15].map((stake) => {
    const founder = entry({ ...naturalPerson(random, 'I'), roles: [] }, 3);
    founder.relations.push({ to: group, relation: 'SHAREHOLDER', stake });
    return founder;
  });
  const branches = branchCities.map((city) => {
    const branch = entry(lessor(random, 'O', `Demo Leasing ${city}`, city, ['AGENCY']), 2);
    branch.organisation = headOffice;
    const manager = entry(staff(random, 'Branch manager', roles('SALES')), 3);
    manager.organisation = branch;
    manager.relations.push({ to: branch, relation: 'SIGNEROF' });
    return { branch, manager };
  });
  const administrator = entry(
    { ...staff(random, 'Head of operations', [], ['Claire', 'Fontaine']), username: 'admin@demo' },
    2,
  );
  administrator.organisation = headOffice;
  administrator.relations.push({ to: headOffice, relation: 'SIGNEROF' });
  const dealers = dealerNames.map(([name, assetKind, agreementStatus]) => ({
    entry: entry({
      ...legalPerson(random, 'C', [name, legalFormOf(name)]),
      roles: roles('PARTNER', 'SUPPLIER', 'CLIENT'),
    }),
    assetKind,
    agreementStatus,
  }));

  const signers = relateCompanies(random, ofType('C'), ofType('I'));
  for (const employee of ofType('E')) {
    const employer = random.pick(ofType('C'));
    employee.organisation = employer;
    employee.wave = Math.max(employee.wave, employer.wave + 1);
  }

  const everyone = [
    ...crowd,
    headOffice,
    ...dealers.map((dealer) => dealer.entry),
    group,
    ...branches.map(({ branch }) => branch),
    administrator,
    bank,
    ...founders,
    ...branches.map(({ manager }) => manager),
  ];
  const waves = numberInWaves(everyone);
  const cast = (person: Entry): CastPerson => castOf(person);
  return {
    waves,
    cast: {
      clients: crowd.map(cast),
      dealers: dealers.map(({ entry, assetKind, agreementStatus }) => ({
        person: cast(entry),
        assetKind,
        agreementStatus,
      })),
      branches: branches.map(({ branch, manager }) => ({ person: cast(branch), manager: cast(manager) })),
      headOffice: cast(headOffice),
      signers: new Map([...signers].map(([company, signer]) => [cast(company).registration, cast(signer)])),
    },
    administrator: {
      ...cast(administrator),
      firstName: String(administrator.body.firstName),
      lastName: String(administrator.body.lastName),
    },
  };
}

function roles(...names: string[]) {
  return names.map((role) => ({ role }));
}

/** One of the lessor's own persons: a company or organisation named as given, in its city. */
function lessor(random: SeededRandom, type: 'C' | 'O', name: string, city: string, roleNames: string[]) {
  const place = cities.find((known) => known.city === city);
  return { ...legalPerson(random, type, [name, lessorLegalForm, place]), roles: roles(...roleNames) };
}

/** One of the lessor's employees, with its job and an address at the lessor's domain. */
function staff(
  random: SeededRandom,
  job: string,
  roleList: { role: string }[],
  names?: [string, string],
): PersonBody {
  const body = naturalPerson(random, 'E', names);
  const local = `${body.firstName}.${body.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  return { ...body, email: `${local}@${lessorDomain}`, employmentJobDescription: job, roles: roleList };
}

/** The legal form a company's name ends with: SAS, SARL or SA. */
function legalFormOf(name: string): string {
  return name.endsWith('SARL') ? 'V9QP' : name.endsWith('SAS') ? '6CHY' : 'QVPB';
}

/**
 * Ties the companies to their owners and signers: a few client groups each hold two or three
 * subsidiaries, founders (individuals) hold the rest of a company's shares, and each company's
 * first founder, or another individual, signs for it. Answers each company's signer.
 */
function relateCompanies(random: SeededRandom, companies: Entry[], individuals: Entry[]): Map<Entry, Entry> {
  const signers = new Map<Entry, Entry>();
  const free = [...individuals];
  const nextIndividual = () => free.shift();
  const shares = new Map<Entry, number>();
  const holdings = companies.slice(0, 6);
  let next = holdings.length;
  for (const holding of holdings) {
    holding.wave = 2;
    for (let count = random.integer(2, 3); count > 0 && next < companies.length; count--) {
      const subsidiary = companies[next++] as Entry;
      const stake = random.pick(groupStakes);
      holding.relations.push({ to: subsidiary, relation: 'SHAREHOLDER', stake });
      shares.set(subsidiary, stake);
    }
  }
  for (const company of companies.slice(0, next + 20)) {
    const held = shares.get(company) ?? 0;
    const split = held === 0 ? random.pick(founderShares) : held < 1 ? [1 - held] : [];
    for (const share of split) {
      const founder = nextIndividual();
      if (!founder) break;
      founder.wave = Math.max(founder.wave, company.wave + 1);
      founder.relations.push({ to: company, relation: 'SHAREHOLDER', stake: Math.round(share * 100) / 100 });
      if (!signers.has(company)) signers.set(company, founder);
    }
    const signer = signers.get(company) ?? nextIndividual();
    if (!signer) continue;
    signer.wave = Math.max(signer.wave, company.wave + 1);
    signer.relations.push({ to: company, relation: 'SIGNEROF' });
    signers.set(company, signer);
  }
  return signers;
}

/**
 * Numbers the persons as a seed insert on a new tenant does, wave after wave (a chosen
 * registration is kept, the others count from 1), then writes the relations with the numbers.
 */
function numberInWaves(entries: Entry[]): PersonBody[][] {
  const byWave = [...entries].sort((a, b) => a.wave - b.wave);
  let counter = 0;
  for (const person of byWave) {
    const chosen = person.body.registration;
    person.registration = typeof chosen === 'string' ? chosen : `PER${String(++counter).padStart(8, '0')}`;
  }
  const waves: PersonBody[][] = [];
  for (const person of byWave) {
    const named = [...person.relations.map((relation) => relation.to), person.organisation];
    if (named.some((other) => other && other.wave >= person.wave))
      throw new Error('A demo person names a person of its own wave or a later one');
    const body = {
      ...person.body,
      ...(person.organisation ? { orgaRegistration: person.organisation.registration } : {}),
      ...(person.relations.length > 0
        ? {
            descendants: person.relations.map(({ to, relation, stake }) => ({
              personRegistration: to.registration,
              relation,
              ...(stake === undefined ? {} : { stake }),
            })),
          }
        : {}),
    };
    const wave = waves[person.wave - 1] ?? [];
    wave.push(body);
    waves[person.wave - 1] = wave;
  }
  return waves.filter(Boolean);
}

function castOf(person: Entry): CastPerson {
  const { body } = person;
  const name =
    typeof body.name === 'string'
      ? body.name
      : personDisplayName({ firstName: body.firstName, lastName: body.lastName });
  return {
    registration: person.registration ?? '',
    name,
    type: String(body.type),
    ...(typeof body.email === 'string' ? { email: body.email } : {}),
  };
}
