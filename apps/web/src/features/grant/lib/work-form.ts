import { workFieldsSchema, type Work } from '@casekeeper/contract';
import type { z } from 'zod';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { ukDateToIso } from '@/lib/uk-date';
import { chosenId, withTypedFields } from '@/lib/forms/typed-fields';

/** What the works form shows: text, as typed or chosen. */
export type WorkFormValues = {
  adaptationTypeId: string;
  description: string;
  location: string;
  otRecommended: string;
  otRecommendedOn: string;
};

export type WorkFields = z.output<typeof workFieldsSchema>;

/** The form's text as the contract's item of works; a recommendation date goes only with a recommendation. */
export const workFormSchema = formSchema(
  (values: WorkFormValues) => {
    const recommended = values.otRecommended === 'yes';
    return {
      adaptationTypeId: values.adaptationTypeId,
      description: values.description,
      location: values.location,
      otRecommended: recommended,
      otRecommendedOn: recommended ? ukDateToIso(values.otRecommendedOn) : null,
    };
  },
  withTypedFields(workFieldsSchema, { adaptationTypeId: chosenId('Choose the type of adaptation') }),
);

export function workFormValues(work: Work | null): WorkFormValues {
  return {
    adaptationTypeId: work ? String(work.adaptationTypeId) : '',
    description: work?.description ?? '',
    location: work?.location ?? '',
    otRecommended: work?.otRecommended ? 'yes' : 'no',
    otRecommendedOn: work?.otRecommendedOn ? formatIsoDay(work.otRecommendedOn) : '',
  };
}
