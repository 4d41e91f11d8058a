import { loginRequestSchema } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';
import type { SignInCredentials } from '../components/sign-in-form';

/** The sign-in form's schema, the contract's own (loaded late: the schemas bring zod). */
export const signInSchema = formSchema((values: SignInCredentials) => values, loginRequestSchema);
