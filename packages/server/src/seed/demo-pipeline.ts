import { addDays, addMonths, dayInMonth } from './demo-calendar.ts';
import { demoFinancingFiles, registrationOf } from './demo-contracts.ts';
import type { CastPerson, DemoCast } from './demo-people.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** A deal's status and the chance of winning it a salesperson gives in that status, in percent. */
const dealStages = [
  ['DRAFT', 20],
  ['STUDY', 40],
  ['STUDY', 40],
  ['SUBMITTED', 60],
  ['SUBMITTED', 60],
  ['ACCEPTED', 90],
  ['REJECTED', 0],
  ['LOST', 0],
] as const;

/**
 * Deals in the pipeline: priced as contracts are (product, rate table, a quotation with the same
 * terms), expected to start in the coming months, each with the win probability of its stage.
 */
export function demoDeals(random: SeededRandom, cast: DemoCast, count: number, today: string): Body[] {
  return demoFinancingFiles(random, cast, { count, today, withAssets: false }).map(({ contract }) => {
    const [status, probability] = random.pick(dealStages);
    const startDate = dayInMonth(today, random.integer(1, 4), random.integer(1, 28));
    const { signatureDate: _, assets: __, ...terms } = contract;
    return {
      ...terms,
      name: `Deal – ${String(contract.name)}`,
      status,
      probability,
      startDate,
      endDate: addMonths(startDate, Number(contract.duration)),
      quotations: (contract.quotations as Body[]).map((quotation) => ({ ...quotation, startDate })),
    };
  });
}

/** A client project of the demo, for the tasks, communications and committees about it. */
export interface DemoProject {
  registration: string;
  name: string;
  client: CastPerson;
  status: string;
}

const projectKinds = ['Fleet renewal', 'New workshop equipment', 'IT refresh', 'Site extension'] as const;
const projectStatuses = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'DRAFT', 'DONE', 'CANCELLED'] as const;

/** Projects of company clients, run by the head office with the client's signer, from one branch. */
export function demoProjects(random: SeededRandom, cast: DemoCast, count: number, today: string) {
  const companies = cast.clients.filter((client) => client.type === 'C');
  const projects: DemoProject[] = [];
  const bodies = Array.from({ length: count }, (_, index): Body => {
    const client = random.pick(companies);
    const status = random.pick(projectStatuses);
    const name = `${random.pick(projectKinds)} – ${client.name}`;
    projects.push({ registration: registrationOf('PRJ', index), name, client, status });
    const startDate =
      status === 'DRAFT'
        ? dayInMonth(today, random.integer(1, 3), 1)
        : dayInMonth(today, -random.integer(status === 'DONE' ? 12 : 1, status === 'DONE' ? 24 : 10), 1);
    const endDate = status === 'DONE' ? addMonths(startDate, random.integer(3, 9)) : addMonths(startDate, 12);
    const signer = cast.signers.get(client.registration);
    const branch = cast.branches.length > 0 ? random.pick(cast.branches) : undefined;
    return {
      name,
      type: 'CLIENT',
      status,
      clientRegistration: client.registration,
      ...(cast.headOffice ? { ownerRegistration: cast.headOffice.registration } : {}),
      ...(signer ? { clientOwnerRegistration: signer.registration } : {}),
      ...(branch ? { orgaRegistration: branch.person.registration } : {}),
      startDate,
      endDate,
      budget: random.integer(5, 80) * 10_000,
      currency: 'EUR',
    };
  });
  return { projects, bodies };
}

const committeeTimes = ['09:00', '14:00'] as const;

/**
 * Weekly credit committees of the head office: the past ones closed, with who came and what they
 * decided on the projects they saw; this week's open; the coming ones planned, with their
 * invitations out; one cancelled.
 */
export function demoCommittees(
  random: SeededRandom,
  cast: DemoCast,
  projects: readonly DemoProject[],
  count: number,
  today: string,
): Body[] {
  const members = cast.branches.map((branch) => branch.manager);
  const weeksBack = count - 4;
  return Array.from({ length: count }, (_, index) => {
    const week = index - weeksBack;
    const day = addDays(today, week * 7);
    const status = week < 0 ? (index === 3 ? 'CANCELLED' : 'CLOSED') : week === 0 ? 'OPEN' : 'PLANNED';
    const start = `${day}T${random.pick(committeeTimes)}:00.000Z`;
    const end = new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
    const seen =
      status === 'CLOSED'
        ? projects.filter((project) => project.status !== 'DRAFT').slice(index % 5, (index % 5) + 2)
        : [];
    return {
      name: `Credit committee ${day}`,
      code: `CC-${day}`,
      type: 'CREDIT',
      status,
      subject: 'Files above the branches’ delegation',
      ...(cast.headOffice
        ? { orgaRegistration: cast.headOffice.registration, ownerRegistration: cast.headOffice.registration }
        : {}),
      startDate: start,
      endDate: end,
      persons: members.map((member) => invitation(random, member, status)),
      projects: seen.map((project) => ({
        projectRegistration: project.registration,
        decision: project.status === 'CANCELLED' ? 'Declined' : 'Approved',
      })),
    };
  });
}

/** Who was invited, and for a session held whether they came; those who came had accepted. */
function invitation(random: SeededRandom, member: CastPerson, status: string): Body {
  const person = { personRegistration: member.registration };
  if (status === 'PLANNED' || status === 'CANCELLED')
    return random.chance(0.5)
      ? { ...person, inviteStatus: 'INTENDED' }
      : { ...person, inviteStatus: 'INTENDED', rsvp: 'ACCEPTED' };
  return random.chance(0.85)
    ? { ...person, inviteStatus: 'PRESENTED', rsvp: 'ACCEPTED' }
    : { ...person, inviteStatus: 'ABSENT', rsvp: 'REFUSED' };
}
