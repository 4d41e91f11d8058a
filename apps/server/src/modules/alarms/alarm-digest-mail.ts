import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';
import type { DigestItem } from './alarm-digest-repository';

/** How much of an item's description a line of the digest shows. */
const DESCRIPTION_SHOWN = 120;

const LONDON_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const LONDON_LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export type DigestMailOptions = {
  to: string;
  firstName: string;
  now: Date;
  items: DigestItem[];
  overdue: number;
  total: number;
  publicUrl: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function itemLine(item: DigestItem, publicUrl: string): string {
  const when = LONDON_DATE_TIME.format(item.scheduledAt).replace(',', '');
  const what = userTextForMail(`${item.prefix} - ${item.description}`, DESCRIPTION_SHOWN);
  return `- ${when}  ${item.caseNumber}  ${what}\n  ${publicUrl}/actionDiary/list/${item.caseId}`;
}

/**
 * The daily e-mail of an officer's overdue and today's actions: counts in the subject, then each
 * item with its time (UK), its case number and a link to the case's diary. Case numbers, not
 * clients' names, name the cases: a mail leaves the council's systems' protection.
 */
export function alarmDigestMail(options: DigestMailOptions): MailMessage {
  const { items, overdue, total, now, publicUrl } = options;
  const today = total - overdue;
  const overdueItems = items.filter((item) => item.scheduledAt < now);
  const todayItems = items.filter((item) => item.scheduledAt >= now);
  const section = (title: string, count: number, shown: DigestItem[]) =>
    count === 0
      ? []
      : [
          `${title} (${count}):`,
          ...shown.map((item) => itemLine(item, publicUrl)),
          ...(shown.length < count ? [`  … and ${count - shown.length} more in Casekeeper.`] : []),
          '',
        ];
  return {
    to: options.to,
    subject: `Casekeeper: ${plural(overdue, 'action overdue', 'actions overdue')}, ${today} due today`,
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      `Your actions for ${LONDON_LONG_DATE.format(now).replace(',', '')}.`,
      '',
      ...section('Overdue', overdue, overdueItems),
      ...section('Due later today', today, todayItems),
      `Your alarms in Casekeeper: ${publicUrl}/authority/dashboard`,
      '',
      `You get this e-mail because "E-mail me my actions each morning" is on in your profile. To stop it, turn it off there: ${publicUrl}/profile`,
    ].join('\n'),
  };
}
