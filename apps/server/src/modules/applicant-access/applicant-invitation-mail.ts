import { INVITATION_TTL_DAYS } from '@casekeeper/contract';
import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';

type ApplicantMail = {
  to: string;
  firstName: string;
  authorityName: string;
  caseNumber: string;
};

/** The first invitation: a link to choose a password, in plain words for a member of the public. */
export function applicantInvitationMail(
  options: ApplicantMail & { link: string; validDays: number },
): MailMessage {
  return {
    to: options.to,
    subject: `Follow your application ${options.caseNumber} online`,
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      `${userTextForMail(options.authorityName)} has set up online access to your application ${options.caseNumber}.`,
      'You will be able to see where your application has got to, see visits we have arranged,',
      'send a message to your officer and send us documents we ask for.',
      '',
      `To start, choose a password by opening this link within ${options.validDays} days:`,
      '',
      options.link,
      '',
      'The link works once. If it has expired, ask your officer to send a new one.',
      'If you were not expecting this e-mail, you can ignore it.',
    ].join('\n'),
  };
}

/**
 * An applicant who already has a password: a link to open that adds the case to their portal
 * (the link proves the mailbox is theirs), or, when the access is live already, where to sign in.
 */
export function applicantAccessMail(
  options: ApplicantMail & { link: string; needsOpening: boolean },
): MailMessage {
  const action = options.needsOpening
    ? [
        `To add it to your account, open this link within ${INVITATION_TTL_DAYS} days, then sign in with this e-mail address`,
        'and the password you chose before:',
      ]
    : ['Sign in with this e-mail address and the password you chose before:'];
  return {
    to: options.to,
    subject: `You can follow your application ${options.caseNumber} online`,
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      `${userTextForMail(options.authorityName)} has given you online access to your application ${options.caseNumber}.`,
      ...action,
      '',
      options.link,
      '',
      'If you were not expecting this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
