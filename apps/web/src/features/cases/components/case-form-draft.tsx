import type { PossibleDuplicatesRequest } from '@casekeeper/contract';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { isCalendarDay, ukDateToIso } from '@/lib/uk-date';
import type { CaseFormOutput, CaseValues } from '../lib/case-form-schema';

/** What a new case is matched on for possible duplicates (the contract's request). */
export type CaseDraft = PossibleDuplicatesRequest;

const DRAFT_FIELDS = [
  'clientFirstName',
  'clientLastName',
  'clientDateOfBirth',
  'addressLine1',
  'postCode',
  'uprn',
] as const;

/** A value the server would take as it is, else nothing: half-typed values are not asked about. */
const fitting = (value: string | undefined, max: number, pattern?: RegExp): string | null => {
  const text = (value ?? '').trim();
  return text !== '' && text.length <= max && (!pattern || pattern.test(text)) ? text : null;
};

/**
 * The new case as typed so far, for what the page shows before Save (possible duplicates). Only
 * this part renders again as the officer types: not the whole form.
 */
export function CaseFormDraft({
  control,
  children,
}: {
  control: Control<CaseValues, unknown, CaseFormOutput>;
  children: (draft: CaseDraft) => ReactNode;
}) {
  const [clientFirstName, clientLastName, dateOfBirth, addressLine1, postCode, uprn] = useWatch({
    control,
    name: DRAFT_FIELDS,
  });
  const isoDay = ukDateToIso(dateOfBirth);
  return children({
    clientFirstName: fitting(clientFirstName, 100),
    clientLastName: fitting(clientLastName, 100),
    clientDateOfBirth: isCalendarDay(isoDay) ? isoDay : null,
    addressLine1: fitting(addressLine1, 200),
    postCode: fitting(postCode, 10),
    uprn: fitting(uprn, 12, /^[0-9]+$/),
  });
}
