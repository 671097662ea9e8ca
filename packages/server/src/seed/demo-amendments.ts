import { addMonths, dayInMonth } from './demo-calendar.ts';
import type { FinancingFile } from './demo-contracts.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

const pendingAmendments = ['DRAFT', 'DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

/**
 * Changes asked on active contracts, not applied yet (a longer duration, a larger amount, another
 * asset, an early end), each quoting the terms it would set; and the early terminations applied to
 * the contracts that stopped before their term, on the day they stopped.
 */
export function demoAmendments(random: SeededRandom, files: readonly FinancingFile[], today: string): Body[] {
  const amendments: Body[] = [];
  for (const file of files) {
    const { contract } = file;
    const terms = (changes: Body) => [
      {
        financialProduct: contract.financialProduct,
        financedAmountExclTax: contract.financedAmountExclTax,
        duration: contract.duration,
        frequency: contract.frequency,
        rate: contract.rate,
        startDate: contract.startDate,
        ...changes,
      },
    ];
    const base = {
      contractRegistration: file.registration,
      persons: (contract.persons as Body[]).filter(
        (person) => person.role === 'CLIENT' || person.role === 'PARTNER',
      ),
      ...(contract.organization ? { organization: contract.organization } : {}),
    };
    const ranFor = monthsBetween(String(contract.startDate), String(contract.endDate));
    if (file.status === 'TERMINATED' && ranFor < Number(contract.duration)) {
      amendments.push({
        ...base,
        name: `Early termination of ${file.registration}`,
        type: 'EARLY_TERMINATION',
        status: 'APPLIED',
        date: contract.endDate,
        quotations: terms({ duration: ranFor }),
        description: `Ended after ${ranFor} of ${contract.duration} months at the client's request.`,
      });
    }
    if (file.status !== 'ACTIVE' || !random.chance(0.5)) continue;
    // Asked in the last weeks, valid for a month.
    const asked = [dayInMonth(today, -random.integer(0, 2), random.integer(1, 28)), today].sort()[0] ?? today;
    const validity = {
      date: asked,
      validityDate: addMonths(asked, 1),
      status: random.pick(pendingAmendments),
    };
    const duration = Number(contract.duration);
    const amount = Number(contract.financedAmountExclTax);
    switch (random.pick(['DURATION', 'AMOUNT', 'ASSET', 'EARLY_TERMINATION'] as const)) {
      case 'DURATION':
        amendments.push({
          ...base,
          ...validity,
          name: `Extend ${file.registration} to ${duration + 12} months`,
          type: 'DURATION',
          quotations: terms({ duration: duration + 12 }),
        });
        break;
      case 'AMOUNT':
        amendments.push({
          ...base,
          ...validity,
          name: `Finance ${file.registration}'s extra equipment`,
          type: 'AMOUNT',
          quotations: terms({ financedAmountExclTax: Math.round(amount * 1.15) }),
        });
        break;
      case 'ASSET':
        amendments.push({
          ...base,
          ...validity,
          name: `Replace an asset of ${file.registration}`,
          type: 'ASSET',
          quotations: terms({}),
        });
        break;
      default:
        amendments.push({
          ...base,
          ...validity,
          name: `End ${file.registration} early`,
          type: 'EARLY_TERMINATION',
          quotations: terms({ duration: Math.max(1, monthsBetween(String(contract.startDate), today)) }),
        });
    }
  }
  return amendments;
}

/** Whole months from one day to a later one. */
function monthsBetween(from: string, to: string): number {
  const months = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return months(to) - months(from) - (Number(to.slice(8, 10)) < Number(from.slice(8, 10)) ? 1 : 0);
}
