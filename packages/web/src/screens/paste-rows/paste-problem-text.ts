import type { TFunction } from 'i18next';
import type { PasteProblem } from './parse-pasted-rows.ts';

/** Where a refused paste went wrong, in the user's words. */
export function pasteProblemText(problem: PasteProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'noRows':
      return t('Paste a header row and at least one row of values.');
    case 'unknownColumn':
      return t('The column {{column}} names no field.', { column: problem.column });
    case 'repeatedColumn':
      return t('The column {{column}} is named twice.', { column: problem.column });
    case 'extraCell':
      return t('Row {{row}} has more cells than the header.', { row: problem.row });
    case 'unreadableValue':
      return t('Row {{row}}, column {{column}}: the value cannot be read.', {
        row: problem.row,
        column: problem.column,
      });
    case 'missingValue':
      return t('Row {{row}}: {{column}} is mandatory.', { row: problem.row, column: problem.column });
  }
}
