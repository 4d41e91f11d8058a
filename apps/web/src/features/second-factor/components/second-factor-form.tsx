import {
  secondFactorRequestSchema,
  type SecondFactorRequest,
  type SecondFactorMethod,
} from '@casekeeper/contract';
import Link from '@mui/material/Link';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { SubmitButton } from '@/components/submit-button';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { CodeField } from './code-field';

export type SecondFactorMode = Extract<SecondFactorMethod, 'TOTP' | 'RECOVERY_CODE'>;

const codeSchema = formSchema(
  (values: { code: string }) => ({ code: values.code }),
  secondFactorRequestSchema,
);
const recoverySchema = formSchema(
  (values: { recoveryCode: string }) => ({ recoveryCode: values.recoveryCode }),
  secondFactorRequestSchema,
);

type SecondFactorFormProps = {
  mode: SecondFactorMode;
  /** Offered when the person has the other kind of code (recovery codes left, or the app). */
  canSwitch: boolean;
  onSwitch: () => void;
  /** Offered when the person has a passkey. */
  onPasskey?: (() => void) | undefined;
  onSubmit: (request: SecondFactorRequest) => Promise<void>;
};

const SWITCH_LABEL: Record<SecondFactorMode, string> = {
  TOTP: 'Use a recovery code instead',
  RECOVERY_CODE: 'Use the code from your app instead',
};

function SwitchLink({ mode, onSwitch }: Pick<SecondFactorFormProps, 'mode' | 'onSwitch'>) {
  return (
    <Link component="button" type="button" onClick={onSwitch} sx={{ alignSelf: 'center' }}>
      {SWITCH_LABEL[mode]}
    </Link>
  );
}

/** "Use a passkey instead", for someone who has one. */
export function PasskeyLink({ onPasskey }: { onPasskey: () => void }) {
  return (
    <Link component="button" type="button" onClick={onPasskey} sx={{ alignSelf: 'center' }}>
      Use a passkey instead
    </Link>
  );
}

function CodeForm({ canSwitch, onSwitch, onPasskey, onSubmit }: Omit<SecondFactorFormProps, 'mode'>) {
  const form = useContractForm({ defaultValues: { code: '' }, schema: codeSchema });
  return (
    <FormFrame form={form} onSubmit={onSubmit}>
      <CodeField id="second-factor-code" {...form.field('code')} />
      <SubmitButton label="Sign in" busyLabel="Checking…" busy={form.busy} />
      {canSwitch && <SwitchLink mode="TOTP" onSwitch={onSwitch} />}
      {onPasskey && <PasskeyLink onPasskey={onPasskey} />}
    </FormFrame>
  );
}

function RecoveryCodeForm({ canSwitch, onSwitch, onPasskey, onSubmit }: Omit<SecondFactorFormProps, 'mode'>) {
  const form = useContractForm({ defaultValues: { recoveryCode: '' }, schema: recoverySchema });
  return (
    <FormFrame form={form} onSubmit={onSubmit}>
      <LabelledInput
        id="second-factor-recovery-code"
        label="Recovery code"
        hint="Like abcd-efgh-jk. Each code works once."
        autoComplete="off"
        required
        {...form.field('recoveryCode')}
      />
      <SubmitButton label="Sign in" busyLabel="Checking…" busy={form.busy} />
      {canSwitch && <SwitchLink mode="RECOVERY_CODE" onSwitch={onSwitch} />}
      {onPasskey && <PasskeyLink onPasskey={onPasskey} />}
    </FormFrame>
  );
}

/** The second step of signing in: the app's code, or one of the recovery codes instead (or a passkey). */
export function SecondFactorForm({ mode, ...props }: SecondFactorFormProps) {
  return mode === 'TOTP' ? <CodeForm {...props} /> : <RecoveryCodeForm {...props} />;
}
