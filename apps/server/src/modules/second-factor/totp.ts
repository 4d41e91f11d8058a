import { generateSecret, generateURI, verify } from 'otplib';

/** The name an authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'Casekeeper';
/**
 * How far from now a code may be and still count: one 30-second step either way (RFC 6238 §5.2),
 * for a phone's clock that is a little off and a code typed as it changes.
 */
const TOLERANCE_SECONDS = 30;

/** A new random secret: 160 bits (RFC 4226's recommendation), Base32 as the apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an app scans: issuer, the person's e-mail address, the secret. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The secret in groups of four, easier to type into an app by hand. */
export function secretInGroups(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The time step a six-digit code belongs to, if it is the secret's code now or one step either
 * side; null when it is not. Whether that step was already used is the caller's question.
 */
export async function stepOfCode(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  // The answer of a time-based check carries the step it matched (a counter-based one would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
