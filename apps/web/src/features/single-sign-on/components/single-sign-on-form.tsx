import type { IdentityProviderAnswer, SaveIdentityProviderRequest } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from 'react-toastify';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { providerFormSchema, providerFormValues } from '../lib/provider-form';
import { RedirectUriLine } from './redirect-uri-line';
import { SwitchField } from './switch-field';

const ISSUER_HINT = 'For Microsoft Entra ID: https://login.microsoftonline.com/{your tenant ID}/v2.0';
const MFA_HINT =
  'Only if the provider always asks for a second factor (in Entra ID, a Conditional Access policy): a sign-in through it then counts as two-factor, and Casekeeper asks for no second factor of its own.';

type SingleSignOnFormProps = {
  answer: IdentityProviderAnswer;
  /** Saves; answers the server's message. */
  onSave: (body: SaveIdentityProviderRequest) => Promise<{ message: string }>;
  /** Asks before removing the saved provider (absent when there is none). */
  onRemove?: () => void;
};

/**
 * The provider's settings: its name, where it is (the issuer), the app registered with it, and
 * the e-mail domains it signs in. The saved secret is never shown: a blank secret keeps it.
 */
export function SingleSignOnForm({ answer, onSave, onRemove }: SingleSignOnFormProps) {
  const { provider } = answer;
  const form = useContractForm({ defaultValues: providerFormValues(provider), schema: providerFormSchema });
  const switchTo = (name: 'passwordSignIn' | 'enforcesMfa' | 'isActive', on: boolean) =>
    form.setValue(name, on ? 'yes' : 'no', { shouldDirty: true });

  const save = async (values: SaveIdentityProviderRequest) => {
    try {
      const saved = await onSave({ ...values, ...(provider ? { version: provider.version } : {}) });
      toast.success(saved.message);
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };

  return (
    <FormFrame form={form} onSubmit={save}>
      <RedirectUriLine redirectUri={answer.redirectUri} />
      <LabelledInput
        id="sso-display-name"
        label="Display name"
        required
        autoComplete="off"
        hint='What the sign-in page calls it: "Sign in with …"'
        {...form.field('displayName')}
      />
      <LabelledInput
        id="sso-issuer-url"
        label="Issuer URL"
        type="url"
        required
        autoComplete="off"
        hint={ISSUER_HINT}
        {...form.field('issuerUrl')}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        <LabelledInput
          id="sso-client-id"
          label="Client ID"
          required
          autoComplete="off"
          {...form.field('clientId')}
        />
        <LabelledInput
          id="sso-client-secret"
          label="Client secret"
          type="password"
          required={!provider}
          autoComplete="off"
          hint={provider ? 'A secret is saved. Leave blank to keep it.' : undefined}
          {...form.field('clientSecret')}
        />
      </Stack>
      <LabelledInput
        id="sso-domains"
        label="E-mail domains"
        required
        autoComplete="off"
        hint="The domains it signs in, separated by commas or spaces: ambridge.gov.uk, ambridge.org.uk"
        {...form.field('allowedDomains')}
      />
      <Stack spacing={1}>
        <SwitchField
          control={form.control}
          name="passwordSignIn"
          label="People may still sign in with a password"
          onSwitch={switchTo}
        />
        <SwitchField
          control={form.control}
          name="enforcesMfa"
          label="The provider enforces multi-factor authentication"
          hint={MFA_HINT}
          onSwitch={switchTo}
        />
        <SwitchField
          control={form.control}
          name="isActive"
          label="Active: the sign-in page offers it"
          onSwitch={switchTo}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button type="submit" variant="contained" aria-disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save'}
        </Button>
        {onRemove && (
          <Button type="button" color="error" variant="outlined" onClick={onRemove}>
            Remove single sign-on
          </Button>
        )}
      </Stack>
    </FormFrame>
  );
}
