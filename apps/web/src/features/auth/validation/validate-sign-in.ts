import { loginRequestSchema } from '@casekeeper/contract';
import { validate } from '@/lib/forms/validate';
import type { SignInCredentials } from '../components/sign-in-form';

/** The sign-in form checked against the contract (loaded late: the schemas bring zod). */
export function validateSignIn(values: SignInCredentials) {
  return validate(loginRequestSchema, values);
}
