import { passwordPolicyProblems } from '../../platform/auth/password-policy';
import { AppError } from '../../platform/errors/app-error';

/** Refuses, with a 400 naming the newPassword field, a password the policy does not accept. */
export function assertPasswordPolicy(newPassword: string, email: string, extraProblems: string[] = []): void {
  const problems = [...passwordPolicyProblems(newPassword, { email }), ...extraProblems];
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Please choose another password.', {
      fields: { newPassword: problems },
    });
  }
}
