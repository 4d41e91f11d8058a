import {
  passkeyRegistrationRequestSchema,
  type IdentityProofRequest,
  type PasskeySummary,
} from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { formatLongDate } from '@/lib/format-date';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { formSchema } from '@/lib/forms/form-schema';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import {
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useStartPasskeyRegistrationMutation,
} from '../api/passkeys-api';
import { PasskeyBrowserError } from '../passkey-browser';
import { IdentityProofForm } from './identity-proof-form';

const nameSchema = formSchema(
  (values: { name: string }) => values,
  passkeyRegistrationRequestSchema.pick({ name: true }),
);

export type PasskeyNotice = { message: string; failed: boolean };

type PasskeysPanelProps = {
  passkeys: readonly PasskeySummary[];
  /** False when this person's last passkey is their only second factor and it is required. */
  mayRemoveLast: boolean;
  /** Without a Casekeeper password, a removal is confirmed with the app's code. */
  hasPassword: boolean;
  onNotice: (notice: PasskeyNotice | null) => void;
  /** New recovery codes came with a first second factor: to show, once. */
  onRecoveryCodes: (codes: string[]) => void;
};

type PasskeyRowProps = { passkey: PasskeySummary; onRename: () => void; onRemove?: () => void };

function PasskeyRow({ passkey, onRename, onRemove }: PasskeyRowProps) {
  const used = passkey.lastUsedAt ? `last used ${formatLongDate(passkey.lastUsedAt)}` : 'not used yet';
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', py: 1 }}
    >
      <Stack>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Added {formatLongDate(passkey.addedAt)}, {used}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onRename} aria-label={`Rename passkey ${passkey.name}`}>
          Rename
        </Button>
        {onRemove && (
          <Button
            variant="outlined"
            color="error"
            onClick={onRemove}
            aria-label={`Remove passkey ${passkey.name}`}
          >
            Remove
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** A passkey's new name: only the label changes, so nothing more is asked. */
function RenamePasskeyForm({
  passkey,
  onRenamed,
  onCancel,
}: {
  passkey: PasskeySummary;
  onRenamed: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useContractForm({ defaultValues: { name: passkey.name }, schema: nameSchema });
  const [rename] = useRenamePasskeyMutation();
  const save = async ({ name }: { name: string }) => {
    try {
      const saved = await rename({ params: { id: passkey.id }, body: { name } }).unwrap();
      onRenamed(saved.message);
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };
  return (
    <FormFrame form={form} onSubmit={save}>
      <LabelledInput
        id="passkey-new-name"
        label={`New name for “${passkey.name}”`}
        autoComplete="off"
        required
        {...form.field('name')}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" aria-disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save the name'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </FormFrame>
  );
}

/** The name first; then the browser makes the passkey and the server checks and keeps it. */
function AddPasskeyForm({
  onAdded,
  onCancel,
}: {
  onAdded: (outcome: { message: string; recoveryCodes: string[] | null }) => void;
  onCancel: () => void;
}) {
  const form = useContractForm({ defaultValues: { name: '' }, schema: nameSchema });
  const [startRegistration] = useStartPasskeyRegistrationMutation();
  const [register] = useRegisterPasskeyMutation();

  const add = async ({ name }: { name: string }) => {
    try {
      const options = (await startRegistration().unwrap()).data;
      const { createPasskey } = await import('../passkey-browser');
      const credential = await createPasskey(options);
      const saved = await register({ body: { name, credential } }).unwrap();
      onAdded({ message: saved.message, recoveryCodes: saved.data.recoveryCodes });
    } catch (failure) {
      if (failure instanceof PasskeyBrowserError) {
        throw new SubmitFailure({ message: failure.message, fields: {} });
      }
      throw toSubmitFailure(failure);
    }
  };

  return (
    <FormFrame form={form} onSubmit={add}>
      <LabelledInput
        id="passkey-name"
        label="Name for this passkey"
        hint="So you can tell your passkeys apart, such as Work laptop or Phone."
        autoComplete="off"
        required
        {...form.field('name')}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" aria-disabled={form.busy}>
          {form.busy ? 'Waiting for your browser…' : 'Create the passkey'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </FormFrame>
  );
}

type Step =
  | { show: 'list' }
  | { show: 'add' }
  | { show: 'rename'; passkey: PasskeySummary }
  | { show: 'remove'; passkey: PasskeySummary };

/**
 * A person's passkeys (name, when added and last used), with "Add a passkey" (a name, then the
 * browser's own steps), "Rename" and "Remove" (after the current password).
 */
export function PasskeysPanel({
  passkeys,
  mayRemoveLast,
  hasPassword,
  onNotice,
  onRecoveryCodes,
}: PasskeysPanelProps) {
  const [step, setStep] = useState<Step>({ show: 'list' });
  const [remove] = useRemovePasskeyMutation();
  const back = () => setStep({ show: 'list' });
  const mayRemove = passkeys.length > 1 || mayRemoveLast;

  const removeWith = (passkey: PasskeySummary) => async (body: IdentityProofRequest) => {
    try {
      const saved = await remove({ params: { id: passkey.id }, body }).unwrap();
      onNotice({ message: saved.message, failed: false });
      back();
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };

  if (step.show === 'add') {
    return (
      <AddPasskeyForm
        onCancel={back}
        onAdded={({ message, recoveryCodes }) => {
          onNotice({ message, failed: false });
          back();
          if (recoveryCodes) onRecoveryCodes(recoveryCodes);
        }}
      />
    );
  }
  if (step.show === 'rename') {
    return (
      <RenamePasskeyForm
        passkey={step.passkey}
        onCancel={back}
        onRenamed={(message) => {
          onNotice({ message, failed: false });
          back();
        }}
      />
    );
  }
  if (step.show === 'remove') {
    return (
      <IdentityProofForm
        id="remove-passkey-password"
        hasPassword={hasPassword}
        explanation={`The passkey “${step.passkey.name}” will no longer sign you in.`}
        submitLabel="Remove the passkey"
        onSubmit={removeWith(step.passkey)}
        onCancel={back}
      />
    );
  }
  return (
    <Stack spacing={1}>
      <Typography>
        <strong>Passkeys:</strong> {passkeys.length === 0 ? 'none' : passkeys.length}
      </Typography>
      {passkeys.length > 0 && (
        <Stack component="ul" aria-label="Your passkeys" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => {
                onNotice(null);
                setStep({ show: 'rename', passkey });
              }}
              {...(mayRemove ? { onRemove: () => setStep({ show: 'remove', passkey }) } : {})}
            />
          ))}
        </Stack>
      )}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          onNotice(null);
          setStep({ show: 'add' });
        }}
      >
        Add a passkey
      </Button>
    </Stack>
  );
}
