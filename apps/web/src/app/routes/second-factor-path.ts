import type { SecondFactorChallenge } from '@casekeeper/contract';
import { paths } from '@/config/paths';

/** Where a sign-in that asks for a second factor goes on: its code, or setting one up first. */
export function secondFactorPathFor(challenge: SecondFactorChallenge): string {
  return challenge.mustEnrol ? paths.enrolSecondFactor : paths.secondFactor;
}
