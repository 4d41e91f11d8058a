import { SUBJECT_ACCESS_MESSAGES, type SubjectAccessSearchFields } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { SectionCard } from '@/components/section-card';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EMPTY_SEARCH, isBlank, searchFormSchema } from '../lib/search-form';

type SubjectSearchFormProps = {
  onSearch: (search: SubjectAccessSearchFields) => Promise<void>;
};

/** The fields side by side: `wide` a row on a wide screen, two on a middling one, one on a phone. */
const columns = (wide: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: `repeat(${wide}, minmax(0, 1fr))`,
  },
});

/** The person's identifiers: a name with its date of birth, or any one of the others. */
export function SubjectSearchForm({ onSearch }: SubjectSearchFormProps) {
  const form = useContractForm({ defaultValues: EMPTY_SEARCH, schema: searchFormSchema });
  const [blank, setBlank] = useState(false);
  const submit = form.submit(onSearch);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    const nothingTyped = isBlank(form.getValues());
    setBlank(nothingTyped);
    if (nothingTyped) {
      event.preventDefault();
      return;
    }
    submit(event);
  };

  return (
    <SectionCard
      heading="Find the person"
      hint="Enter what the request gives. Each is matched exactly, ignoring capitals and spaces; several find everything that matches any of them."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={search} aria-label="Find the person">
        <FormMessage message={blank ? SUBJECT_ACCESS_MESSAGES.identifierRequired : form.formError} />
        <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5 }}>
            Name and date of birth (all three together)
          </Typography>
          <Stack sx={columns(3)}>
            <LabelledInput
              id="subject-first-name"
              label="First name"
              autoComplete="off"
              {...form.field('firstName')}
            />
            <LabelledInput
              id="subject-last-name"
              label="Last name"
              autoComplete="off"
              {...form.field('lastName')}
            />
            <LabelledInput
              id="subject-date-of-birth"
              label="Date of birth"
              autoComplete="off"
              inputMode="numeric"
              hint="For example 14/03/1980"
              {...form.field('dateOfBirth')}
            />
          </Stack>
        </Stack>
        <Stack sx={columns(4)}>
          <LabelledInput
            id="subject-email"
            label="E-mail address"
            type="email"
            autoComplete="off"
            {...form.field('email')}
          />
          <LabelledInput
            id="subject-phone"
            label="Phone number"
            type="tel"
            autoComplete="off"
            {...form.field('phone')}
          />
          <LabelledInput
            id="subject-post-code"
            label="Post code"
            autoComplete="off"
            {...form.field('postCode')}
          />
          <LabelledInput
            id="subject-uprn"
            label="UPRN"
            inputMode="numeric"
            autoComplete="off"
            hint="The property's unique reference number"
            {...form.field('uprn')}
          />
        </Stack>
        <Button type="submit" variant="contained" aria-disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
          {form.busy ? 'Searching…' : 'Search'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
