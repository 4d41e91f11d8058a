import type { Executor } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { emailChangedMail } from './email-changed-mail';

export type EmailChange = { oldEmail: string; newEmail: string; firstName: string };

/** Tells the old address that an account's e-mail address changed (whoever changed it). */
export async function announceEmailChange(tx: Executor, mailer: Mailer, change: EmailChange): Promise<void> {
  await mailer.enqueue(
    tx,
    emailChangedMail({ to: change.oldEmail, firstName: change.firstName, newEmail: change.newEmail }),
  );
}
