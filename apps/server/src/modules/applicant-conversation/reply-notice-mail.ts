import { CONVERSATION_MESSAGES, PORTAL_PAGES } from '@casekeeper/contract';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The notice of a new reply: never the reply's words (a mailbox is less private than the portal),
 * only that there is one, which case, and where to read it.
 */
export function replyNoticeMail(options: { to: string; caseNumber: string; publicUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: CONVERSATION_MESSAGES.noticeSubject,
    text: [
      'Hello,',
      '',
      `${CONVERSATION_MESSAGES.noticeSubject} (${options.caseNumber}).`,
      'To read it, sign in to follow your application online:',
      '',
      `${options.publicUrl}${PORTAL_PAGES.case}`,
      '',
      'For your privacy, we do not put the message itself in e-mails.',
    ].join('\n'),
  };
}
