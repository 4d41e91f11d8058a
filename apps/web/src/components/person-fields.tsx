import Stack from '@mui/material/Stack';
import { EmailField, PhoneField } from './contact-fields';
import { LabelledInput, type FieldProps } from './labelled-input';

type NameFieldsProps = {
  /** Prefix of the inputs' ids, e.g. "admin" gives "admin-first-name". */
  idPrefix: string;
  field: (name: 'firstName' | 'lastName') => FieldProps;
  /** The signed-in person's own name, which the browser may fill in; anyone else's it must not. */
  own?: boolean;
};

/** First and last name, side by side from the small breakpoint up. */
export function NameFields({ idPrefix, field, own = false }: NameFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <LabelledInput
        id={`${idPrefix}-first-name`}
        label="First name"
        autoComplete={own ? 'given-name' : 'off'}
        required
        {...field('firstName')}
      />
      <LabelledInput
        id={`${idPrefix}-last-name`}
        label="Last name"
        autoComplete={own ? 'family-name' : 'off'}
        required
        {...field('lastName')}
      />
    </Stack>
  );
}

type PersonFieldsProps = {
  idPrefix: string;
  field: (name: 'firstName' | 'lastName' | 'email' | 'phone') => FieldProps;
  /** A new account: its e-mail address is where the link to choose a password goes. */
  invited: boolean;
};

/** Name, e-mail address and telephone of an account someone else manages. */
export function PersonFields({ idPrefix, field, invited }: PersonFieldsProps) {
  return (
    <>
      <NameFields idPrefix={idPrefix} field={field} />
      <EmailField
        id={`${idPrefix}-email`}
        autoComplete="off"
        required
        hint={invited ? 'We e-mail a link to this address so they can choose a password.' : undefined}
        {...field('email')}
      />
      <PhoneField id={`${idPrefix}-phone`} {...field('phone')} />
    </>
  );
}
