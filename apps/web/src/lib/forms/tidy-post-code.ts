import { normaliseUkPostCode } from '@casekeeper/contract';

/** The part of a contract form (useContractForm) that reads and writes its post code. */
type PostCodeForm = {
  getValues: (name: 'postCode') => string;
  setValue: (name: 'postCode', value: string) => void;
};

/**
 * A blur handler that shows the post code as it will be stored (upper case, one space) once the
 * field is left; what does not read as a post code stays as typed, for the schema to refuse.
 */
export function postCodeTidier(form: PostCodeForm): () => void {
  return () => {
    const typed = form.getValues('postCode');
    form.setValue('postCode', normaliseUkPostCode(typed) ?? typed);
  };
}
