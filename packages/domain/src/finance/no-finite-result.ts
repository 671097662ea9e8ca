import { FinanceError } from './finance-error.ts';

/**
 * The answer of a closed form when the arguments make it infinite or undefined
 * (a zero duration, a rate of -100 %): spreadsheets show #NUM! or #DIV/0! there.
 */
export function noFiniteResult(functionName: string): never {
  throw new FinanceError('NO_ACCEPTABLE_RESULT', [`${functionName} has no finite value for these arguments`]);
}
