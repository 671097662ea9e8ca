import {
  type ContractSchedule,
  contractEntity,
  contractSchedule,
  readScheduleTerms,
  scheduleTermFields,
} from '@lessor/domain/entities';
import { type FieldError, LessorError } from '@lessor/domain/errors';
import { fieldMessages } from '@lessor/domain/fields';
import { monthsPerPeriod } from '@lessor/domain/finance';

type Data = Record<string, unknown>;

const numericTypes = new Set(['currency', 'number', 'integer', 'percentage']);
const numericTerms = scheduleTermFields.filter((field) =>
  numericTypes.has(contractEntity.fields[field]?.type ?? ''),
);
const durationField = contractEntity.fields.duration;
/** The longest contract a schedule is computed for: the duration field's own bound, 600 months. */
const maxMonths = durationField?.max ?? 600;

/**
 * `computeSchedule(terms)` (docs/scripts.md): the payment plan of a contract's terms, as the
 * Payment plan card and the contract's cashflows compute it (`contractSchedule`), given the
 * contract's fields (`financedAmountExclTax`, `rate` as a fraction, `duration` in months,
 * `frequency`, `residualValue`, `startDate`, `paymentTiming`, and the optional `firstPaymentDate`,
 * `downPayment`, `deferredPeriods`, `fees`, `taxCode`, `currency`), or a whole contract record.
 * Answers the schedule `{ rows, totals, currency, taxRate, downPayment, residualValue, fees }`,
 * or `{ problems: [{ field, code, message }] }` when the terms make none. Reads nothing: a pure
 * computation on what it is given.
 */
export async function computeSchedule(
  terms: unknown,
): Promise<ContractSchedule | { problems: FieldError[] }> {
  const contract = withNumbers(
    typeof terms === 'object' && terms !== null && !Array.isArray(terms) ? terms : {},
  );
  const reading = readScheduleTerms(contract);
  if (!('terms' in reading))
    return { problems: reading.problems.map((problem) => readable(problem, contract)) };
  const { plan } = reading.terms;
  // Computed on the server's own thread: a plan is as long as a contract may be, no longer.
  if (plan.count * monthsPerPeriod(plan.period) > maxMonths)
    return {
      problems: [
        {
          field: 'duration',
          code: 'INVALID_FIELD_VALUE',
          message: fieldMessages.aboveMax(durationField?.label ?? 'duration', maxMonths),
        },
      ],
    };
  // Terms read whole that the finance engine still refuses differ only by the one term the reading
  // leaves unchecked: the rate.
  return (
    contractSchedule(contract) ?? {
      problems: [{ field: 'rate', code: 'INVALID_FIELD_VALUE', message: 'These terms make no payment plan' }],
    }
  );
}

/**
 * The terms as a query string brings them, numbers as text (`?duration=12`): a number field's
 * text that reads as a number is that number, as the form would have sent it.
 */
function withNumbers(terms: object): Data {
  const contract: Data = { ...terms };
  for (const field of numericTerms) {
    const value = contract[field];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      contract[field] = Number(value);
  }
  return contract;
}

/** The form shows `(???)` beside a field of an unknown value; a script's caller reads what it was. */
function readable(problem: FieldError, contract: Data): FieldError {
  if (problem.message !== fieldMessages.unknownValue()) return problem;
  const value = String(contract[problem.field] ?? '');
  return { ...problem, message: new LessorError('INVALID_FIELD_VALUE', [value, problem.field]).message };
}
