import type { caseFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';

/** A field an officer types about a case, or its status. */
export type CaseFieldName = keyof z.output<typeof caseFieldsSchema> | 'statusId';

/** What each field is called on the form, in the view and in the list of what someone else changed. */
export const CASE_FIELD_LABELS: Record<CaseFieldName, string> = {
  clientTitle: 'Title',
  clientFirstName: 'First name',
  clientLastName: 'Last name',
  clientDateOfBirth: 'Date of birth',
  clientPhone: 'Telephone',
  clientEmail: 'E-mail address',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  addressLine3: 'Address line 3',
  town: 'Town',
  county: 'County',
  postCode: 'Post code',
  uprn: 'UPRN',
  statusId: 'Status',
  assignedOfficerId: 'Officer',
  contractorId: 'Contractor',
  referralDate: 'Referral date',
  referralSource: 'Referral source',
  priority: 'Priority',
  description: 'Description',
  estimatedCostPence: 'Estimated cost',
  approvedGrantPence: 'Approved grant',
};

/** Every field, in the order the form shows them. */
export const CASE_FIELD_NAMES = Object.keys(CASE_FIELD_LABELS) as CaseFieldName[];
