import {
  type ContractSchedule,
  contractSchedule,
  readScheduleTerms,
  scheduleTermFields,
} from '@lessor/domain/entities';
import type { FieldError } from '@lessor/domain/errors';
import { useMemo } from 'react';
import type { FormStore } from '../form/create-form-store.ts';
import { useFormSelector } from '../form/FormStoreContext.tsx';
import { useValueAfterPaint } from '../form/useValueAfterPaint.ts';

/** The record's schedule, or why its terms make none. */
export type RecordSchedule = { schedule: ContractSchedule } | { problems: FieldError[] };

/** The record's schedule terms as one text: compared as a whole, it changes only when a term does. */
const termsText = (store: FormStore) =>
  JSON.stringify(scheduleTermFields.map((field) => store.getValue(field) ?? null));

/**
 * The schedule of the record on the page, computed in the browser by the domain's
 * `contractSchedule` from the values being edited: it follows the terms as they are typed, and
 * is computed again only when one of them changes. It follows a frame after the keystroke, so
 * that the field typed in, or a price typed in an asset line, paints first.
 */
export function useRecordSchedule(): RecordSchedule {
  const terms = useValueAfterPaint(useFormSelector(termsText));
  return useMemo(() => {
    const values = JSON.parse(terms) as unknown[];
    const contract = Object.fromEntries(
      scheduleTermFields.flatMap((field, index) => (values[index] === null ? [] : [[field, values[index]]])),
    );
    const schedule = contractSchedule(contract);
    return schedule ? { schedule } : { problems: readScheduleTerms(contract).problems };
  }, [terms]);
}
