import { saveIdentityProviderRequestSchema, type IdentityProvider } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';

export type ProviderFormValues = {
  displayName: string;
  issuerUrl: string;
  clientId: string;
  /** Blank keeps the saved secret. */
  clientSecret: string;
  /** The domains as typed: separated by commas or spaces. */
  allowedDomains: string;
  passwordSignIn: string;
  enforcesMfa: string;
  isActive: string;
};

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** "ambridge.gov.uk, ambridge.org.uk" (or one per space) as the list the contract checks. */
export const domainList = (typed: string): string[] => typed.split(/[\s,;]+/).filter(Boolean);

/** The form's text as the contract's request: the domains a list, each switch a boolean, a blank secret kept. */
export const providerFormSchema = formSchema(
  (values: ProviderFormValues) => ({
    ...values,
    clientSecret: values.clientSecret.trim() === '' ? undefined : values.clientSecret,
    allowedDomains: domainList(values.allowedDomains),
    passwordSignIn: values.passwordSignIn === 'yes',
    enforcesMfa: values.enforcesMfa === 'yes',
    isActive: values.isActive === 'yes',
  }),
  saveIdentityProviderRequestSchema,
);

/** A saved provider as the form shows it; a new one lets passwords go on and is active. */
export const providerFormValues = (provider: IdentityProvider | null): ProviderFormValues => ({
  displayName: provider?.displayName ?? '',
  issuerUrl: provider?.issuerUrl ?? '',
  clientId: provider?.clientId ?? '',
  clientSecret: '',
  allowedDomains: provider?.allowedDomains.join(', ') ?? '',
  passwordSignIn: yesNo(provider?.passwordSignIn ?? true),
  enforcesMfa: yesNo(provider?.enforcesMfa ?? false),
  isActive: yesNo(provider?.isActive ?? true),
});
