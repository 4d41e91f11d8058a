import { subjectAccessSearchSchema } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';
import { ukDateToIso } from '@/lib/uk-date';

/** What the search form shows: text as typed, the date of birth the British way. */
export type SearchFormValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  postCode: string;
  uprn: string;
};

export const EMPTY_SEARCH: SearchFormValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  postCode: '',
  uprn: '',
};

/** Whether anything at all was typed: the contract's "at least one identifier" has no field to sit beside. */
export const isBlank = (values: SearchFormValues) =>
  Object.values(values).every((value) => value.trim() === '');

export const searchFormSchema = formSchema(
  (values: SearchFormValues) => ({ ...values, dateOfBirth: ukDateToIso(values.dateOfBirth) }),
  subjectAccessSearchSchema,
);
