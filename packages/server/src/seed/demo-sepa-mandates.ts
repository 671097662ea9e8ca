type PersonBody = Record<string, unknown>;
type ContractBody = Record<string, unknown>;
interface FirstContract {
  signed: string;
  frequency: unknown;
}

/**
 * The demo lessor's SEPA creditor identifier (ICS): France, check digits 03 computed over
 * 'DEMO01FR00', no business code (ZZZ), national identifier DEMO01.
 */
export const demoCreditorIdentifier = 'FR03ZZZDEMO01';

/** How many demo clients collect their instalments by direct debit under a signed mandate. */
const mandatedClients = 12;

/**
 * The demo persons, a few clients with an active recurrent SEPA mandate on their first bank account:
 * the lessor's creditor identifier, the account's IBAN, signed the day the client signed its first
 * active contract, so before any of its instalments falls due, collected at that contract's
 * frequency; the lessor's head office holds the
 * creditor identifier on its own account. Persons are matched to their registration as the waves
 * number them (a chosen registration, else the next `PER…` in wave order).
 */
export function withDemoMandates(
  waves: readonly PersonBody[][],
  contracts: readonly ContractBody[],
  headOffice?: string,
): PersonBody[][] {
  const firstContract = new Map<string, FirstContract>();
  for (const contract of contracts) {
    if (contract.status !== 'ACTIVE' || typeof contract.clientRegistration !== 'string') continue;
    const signed = String(contract.signatureDate);
    const known = firstContract.get(contract.clientRegistration);
    if (known === undefined || signed < known.signed)
      firstContract.set(contract.clientRegistration, { signed, frequency: contract.frequency });
  }
  const chosen = new Map([...firstContract].slice(0, mandatedClients));
  return registered(waves).map((wave) =>
    wave.map(([registration, person]) => {
      if (registration === headOffice) return withCreditorIdentifier(person);
      const first = chosen.get(registration);
      return first === undefined ? person : withMandate(person, registration, first);
    }),
  );
}

/** Each person of the waves with the registration it gets: its own, else the next `PER…` in wave order. */
function registered(waves: readonly PersonBody[][]): [string, PersonBody][][] {
  let counter = 0;
  return waves.map((wave) =>
    wave.map((person) => [
      typeof person.registration === 'string'
        ? person.registration
        : `PER${String(++counter).padStart(8, '0')}`,
      person,
    ]),
  );
}

/**
 * The lessor's collection account as a BankAccount record: the head office's first account, which
 * holds the creditor identifier, so that the month's direct-debit file credits it
 * (`POST /api/bank/payment-files/direct-debits`).
 */
export function demoCollectionAccount(
  waves: readonly PersonBody[][],
  headOffice: string | undefined,
): PersonBody | undefined {
  const office = registered(waves)
    .flat()
    .find(([registration]) => registration === headOffice)?.[1];
  const [account] = office ? accountsOf(office) : [];
  if (!office || !account) return undefined;
  return {
    name: 'Collections',
    personRegistration: headOffice,
    bankIban: account.bankIban,
    bankBic: account.bankBic,
    bankName: account.bankName,
    bankOwner: office.name,
    currency: 'EUR',
    sepaCreditorIdentifier: demoCreditorIdentifier,
  };
}

function withCreditorIdentifier(person: PersonBody): PersonBody {
  const [account, ...others] = accountsOf(person);
  if (!account) return person;
  return {
    ...person,
    bankAccounts: [{ ...account, sepaCreditorIdentifier: demoCreditorIdentifier }, ...others],
  };
}

function withMandate(person: PersonBody, registration: string, first: FirstContract): PersonBody {
  const [account, ...others] = accountsOf(person);
  if (!account) return person;
  const mandate = {
    rumReference: `RUM-${registration}-01`,
    sepaCreditorIdentifier: demoCreditorIdentifier,
    rumDateOfSignature: first.signed,
    rumType: 'RCUR',
    rumStatus: 'ACTIVE',
    // An active contract has started and been collected once: its next debit is a recurring one.
    rumSequence: 'RCUR',
    rumFrequency: first.frequency,
  };
  return {
    ...person,
    bankAccounts: [{ ...account, collectionMethods: ['DIRECT_DEBIT'], sepaMandates: [mandate] }, ...others],
  };
}

function accountsOf(person: PersonBody): PersonBody[] {
  return Array.isArray(person.bankAccounts) ? (person.bankAccounts as PersonBody[]) : [];
}
