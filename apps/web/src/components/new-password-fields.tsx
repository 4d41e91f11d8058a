import { PASSWORD_MIN_LENGTH } from '@casekeeper/contract';
import { LabelledInput, type FieldProps } from './labelled-input';

type NewPasswordFieldsProps = {
  /** Keeps the two inputs' ids unique on the page. */
  idPrefix: string;
  newPassword: FieldProps;
  confirmNewPassword: FieldProps;
};

/** A new password and its confirmation, with the same guidance wherever a password is chosen. */
export function NewPasswordFields({ idPrefix, newPassword, confirmNewPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <LabelledInput
        id={`${idPrefix}-new-password`}
        type="password"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase of several words is easy to remember.`}
        required
        {...newPassword}
      />
      <LabelledInput
        id={`${idPrefix}-confirm-password`}
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...confirmNewPassword}
      />
    </>
  );
}
