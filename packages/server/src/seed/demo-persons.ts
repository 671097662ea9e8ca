import { randomIban, randomSiren } from './bank-identifiers.ts';
import {
  cities,
  companyStems,
  companySuffixes,
  firstNames,
  jobs,
  lastNames,
  legalForms,
  organizationNames,
  positions,
  soleTraderLegalForm,
  streetNames,
  streetTypes,
} from './demo-vocabulary.ts';
import { SeededRandom } from './random.ts';

type PersonBody = Record<string, unknown>;

/**
 * Realistic persons for the demo tenant: individuals, professionals, employees, companies and
 * organisations, each with addresses, contact details and a bank account with a valid IBAN.
 * The same count gives the same persons on every machine.
 */
export function demoPersons(count: number, seed = 20261121): PersonBody[] {
  const random = new SeededRandom(seed);
  // Two companies of one name would be one company registered twice.
  const legalNames = new Set<string>();
  return Array.from({ length: count }, () => {
    for (;;) {
      const person = demoPerson(random);
      if (typeof person.name !== 'string' || !legalNames.has(person.name)) {
        if (typeof person.name === 'string') legalNames.add(person.name);
        return person;
      }
    }
  });
}

function demoPerson(random: SeededRandom): PersonBody {
  const roll = random.next();
  const type = roll < 0.45 ? 'I' : roll < 0.6 ? 'P' : roll < 0.65 ? 'E' : roll < 0.95 ? 'C' : 'O';
  return type === 'C' || type === 'O' ? legalPerson(random, type) : naturalPerson(random, type);
}

/** An individual, professional or employee, with a random name unless one is given. */
export function naturalPerson(
  random: SeededRandom,
  type: 'I' | 'P' | 'E',
  [firstName, lastName]: readonly [string, string] = [random.pick(firstNames), random.pick(lastNames)],
): PersonBody {
  const accountName = `${firstName} ${lastName}`;
  return {
    type,
    title: random.pick(['MR', 'MRS', 'MS']),
    firstName,
    lastName,
    email: emailOf(
      `${firstName}.${lastName}`,
      random.pick(['gmail.com', 'orange.fr', 'free.fr', 'outlook.com']),
    ),
    mobile: frenchMobile(random),
    preferredLanguage: 'fr',
    birthDate: `${random.integer(1950, 2003)}-${pad(random.integer(1, 12))}-${pad(random.integer(1, 28))}`,
    birthPlace: random.pick(cities).city,
    nationality: 'FR',
    roles: [{ role: random.chance(0.85) ? 'CLIENT' : 'PAYER' }],
    addresses: [address(random, 'MAIN')],
    bankAccounts: [bankAccount(random, accountName)],
    employmentJobDescription: random.pick(jobs),
    ...monthlyBudget(random),
    ...(type === 'P' ? professionalIdentity(randomSiren(random), [firstName, lastName]) : {}),
  };
}

/**
 * A household's monthly net income and spending, as the form's Income and Expenditure sections
 * ask them (business-areas.md §2), each total the sum of its parts.
 */
function monthlyBudget(random: SeededRandom): PersonBody {
  const incomeSalary = random.integer(14, 65) * 100;
  const incomeAllocation = random.chance(0.3) ? random.integer(1, 6) * 50 : 0;
  const incomeOther = random.chance(0.2) ? random.integer(1, 10) * 50 : 0;
  const owner = random.chance(0.5);
  const housing = random.integer(9, 36) * 50;
  const expenditureOtherLoanRepayment = random.chance(0.4) ? random.integer(1, 12) * 25 : 0;
  const expenditureTaxes = Math.round(incomeSalary * 0.05);
  return {
    incomeSalary,
    ...(incomeAllocation ? { incomeAllocation } : {}),
    ...(incomeOther ? { incomeOther } : {}),
    incomeTotal: incomeSalary + incomeAllocation + incomeOther,
    ...(owner
      ? { expenditureHousingMortgageRepayment: housing }
      : { expenditureHousingMonthlyRental: housing }),
    ...(expenditureOtherLoanRepayment ? { expenditureOtherLoanRepayment } : {}),
    expenditureTaxes,
    expenditureTotal: housing + expenditureOtherLoanRepayment + expenditureTaxes,
  };
}

/** A company's name, ending with its legal form's usual abbreviation, and that form's code. */
function companyName(random: SeededRandom): [name: string, legalForm: string] {
  const stem = random.pick(companyStems);
  const suffix = random.pick(companySuffixes);
  const [abbreviation, legalForm] = random.pick(legalForms);
  return [`${stem} ${suffix} ${abbreviation}`, legalForm];
}

/** A French public body's name, its legal form, and the city it is of, where it sits. */
function organizationName(random: SeededRandom): Identity {
  const [kind, legalForm] = random.pick(organizationNames);
  const place = random.pick(frenchCities);
  return [`${kind} de ${place.city}`, legalForm, place];
}

/** A professional is registered under its company number, and is its own professional contact. */
function professionalIdentity(siren: string, [firstName, lastName]: readonly [string, string]): PersonBody {
  return {
    registration: siren,
    registrations: [{ type: 'SIR', registration: siren }],
    legalForm: soleTraderLegalForm,
    contacts: [{ firstName, lastName, position: 'Owner', isDefault: true }],
  };
}

type Place = (typeof cities)[number];
/** A legal person's name, its legal form's code and, when it is of one, the city it sits in. */
type Identity = readonly [name: string, legalForm: string, place?: Place];
const frenchCities = cities.filter((place) => place.country === 'FR');

/** A company or an organisation, with a random name and legal form unless they are given. */
export function legalPerson(
  random: SeededRandom,
  type: 'C' | 'O',
  [name, legalForm, place]: Identity = type === 'C' ? companyName(random) : organizationName(random),
): PersonBody {
  const domain = `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '')}.fr`;
  return {
    type,
    name,
    legalForm,
    email: `contact@${domain}`,
    phone: frenchLandline(random),
    preferredLanguage: 'fr',
    currency: 'EUR',
    roles: [{ role: random.pick(['CLIENT', 'CLIENT', 'PARTNER', 'SUPPLIER']) }],
    registrations: [{ type: 'SIR', registration: randomSiren(random) }],
    addresses: random.chance(0.4)
      ? [address(random, 'MAIN', place), address(random, 'BILLING')]
      : [address(random, 'MAIN', place)],
    bankAccounts: [bankAccount(random, name)],
    contacts: [contact(random, true), ...(random.chance(0.5) ? [contact(random, false)] : [])],
    web: { website: `https://www.${domain}` },
    company: {
      registrationCountry: 'FR',
      creationDate: `${random.integer(1975, 2022)}-${pad(random.integer(1, 12))}-01`,
      shareCapital: random.integer(1, 500) * 1000,
      nbOfEmployees: random.integer(1, 400),
      naceCode: `${random.integer(10, 96)}.${random.integer(10, 99)}Z`,
    },
  };
}

function address(random: SeededRandom, type: string, place: Place = random.pick(cities)) {
  const addressLine = `${random.integer(1, 180)} ${random.pick(streetTypes)} ${random.pick(streetNames)}`;
  return {
    type,
    addressLine,
    address1: addressLine,
    zipcode: place.zipcode,
    city: place.city,
    country: place.country,
  };
}

function bankAccount(random: SeededRandom, owner: string) {
  const { iban, bic, bankName } = randomIban(random);
  return { name: `${bankName} ${owner}`, bankIban: iban, bankBic: bic, bankName, bankOwner: owner };
}

function contact(random: SeededRandom, isDefault: boolean) {
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  return {
    firstName,
    lastName,
    position: random.pick(positions),
    email: emailOf(`${firstName}.${lastName}`, 'example.com'),
    phone: frenchLandline(random),
    isDefault,
  };
}

/** A number in an assigned French mobile range (06 followed by 0-2 or 4-8). */
function frenchMobile(random: SeededRandom): string {
  return `+336${random.pick(['0', '1', '2', '4', '5', '6', '7', '8'])}${random.digits(7)}`;
}

/** A number in an assigned metropolitan French geographic range: 01 or 03 (parts of 02 and 05 are overseas). */
function frenchLandline(random: SeededRandom): string {
  return `+33${random.pick(['1', '3'])}${random.digits(8)}`;
}

function emailOf(local: string, domain: string): string {
  const ascii = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  return `${ascii}@${domain}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
