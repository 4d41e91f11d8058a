import { redirect } from 'react-router';
import { readStoredUser } from '@/lib/session/stored-user';
import { landingPathFor } from './home-path';

/**
 * Someone already signed in who reaches /login (e.g. an authority user following "Go Home", which
 * the root rule sends here) goes to their home instead of the sign-in form.
 */
export function loginLoader() {
  const user = readStoredUser();
  return user?.access_token ? redirect(landingPathFor(user)) : null;
}
