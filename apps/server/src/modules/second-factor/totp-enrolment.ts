import { SECOND_FACTOR_MESSAGES, type TotpEnrolment } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import type { Account } from '../auth';
import { recordFactorChange } from './factor-change';
import { factorAddedMail } from './factor-mails';
import { qrCodeSvg } from './qr-code';
import { replaceRecoveryCodes } from './recovery-codes';
import type { SecondFactorDeps } from './second-factor-deps';
import { newTotpSecret, secretInGroups, stepOfCode, totpUri } from './totp';
import {
  confirmPendingTotp,
  findConfirmedTotp,
  findPendingTotp,
  replacePendingTotp,
  type TotpAuthenticator,
} from './totp-repository';

/**
 * A new authenticator app to scan: a fresh secret (sealed, replacing any set up before and never
 * confirmed), its URI and QR code. Refused while the person has a confirmed one.
 */
export async function startTotpEnrolment(
  deps: Pick<SecondFactorDeps, 'db' | 'sealer'>,
  account: Pick<Account, 'id' | 'email'>,
): Promise<TotpEnrolment> {
  if (await findConfirmedTotp(deps.db, account.id)) {
    throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  }
  const secret = newTotpSecret();
  await replacePendingTotp(deps.db, account.id, await deps.sealer.seal(secret));
  const otpauthUri = totpUri(secret, account.email);
  return { secret: secretInGroups(secret), otpauthUri, qrCodeSvg: await qrCodeSvg(otpauthUri) };
}

/** A first code checked against the app being set up: its step, or why it does not confirm it. */
export type EnrolmentCheck =
  | { matches: true; pending: TotpAuthenticator; step: number }
  | { matches: false; why: 'not-started' | 'wrong-code' };

export async function checkEnrolmentCode(
  deps: Pick<SecondFactorDeps, 'db' | 'sealer'>,
  webUserId: number,
  code: string,
): Promise<EnrolmentCheck> {
  if (await findConfirmedTotp(deps.db, webUserId)) {
    throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  }
  const pending = await findPendingTotp(deps.db, webUserId);
  if (!pending) return { matches: false, why: 'not-started' };
  const step = await stepOfCode(await deps.sealer.open(pending.secretSealed), code);
  return step === null ? { matches: false, why: 'wrong-code' } : { matches: true, pending, step };
}

export const enrolmentNotStarted = () => new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);

/**
 * Makes the app being set up the person's own, inside the caller's transaction: confirmed with its
 * first code's step, a new set of recovery codes (answered, once), an audit row and a mail.
 */
export async function confirmTotpEnrolment(
  tx: Executor,
  deps: Pick<SecondFactorDeps, 'mailer'>,
  account: Pick<Account, 'id' | 'email' | 'firstName' | 'authorityId'>,
  confirmed: { pending: TotpAuthenticator; step: number; context: RequestContext },
): Promise<string[]> {
  if (!(await confirmPendingTotp(tx, confirmed.pending.id, confirmed.step))) throw enrolmentNotStarted();
  const recoveryCodes = await replaceRecoveryCodes(tx, account.id);
  await recordFactorChange(tx, deps.mailer, {
    account,
    action: 'second-factor.added',
    after: { method: 'TOTP', recoveryCodes: recoveryCodes.length },
    context: confirmed.context,
    mail: factorAddedMail({ to: account.email, firstName: account.firstName }),
  });
  return recoveryCodes;
}
