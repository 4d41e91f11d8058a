import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities, webUsers } from '../../db/schema';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';
import type { IdentityProviderRow } from './identity-provider-repository';

export type ProviderChange = 'set up' | 'changed' | 'removed';

/**
 * Who answers for how an authority's people sign in: its ADMINs (either user type), or for the
 * platform's own provider, the platform admins. Active accounts only.
 */
async function peopleAnswering(tx: Executor, authorityId: number | null) {
  return tx
    .select({ email: webUsers.email, firstName: webUsers.firstName })
    .from(webUsers)
    .where(
      and(
        authorityId === null ? eq(webUsers.userType, 'ADMIN') : eq(webUsers.authorityId, authorityId),
        authorityId === null ? undefined : eq(webUsers.role, 'ADMIN'),
        eq(webUsers.isActive, true),
        isNull(webUsers.deletedAt),
      ),
    );
}

async function whoseSignIn(tx: Executor, authorityId: number | null): Promise<string> {
  if (authorityId === null) return 'platform admins';
  const [authority] = await tx
    .select({ name: authorities.name })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  return `${userTextForMail(authority?.name ?? 'your authority')}'s people`;
}

async function nameOf(tx: Executor, webUserId: number): Promise<string> {
  const [person] = await tx
    .select({ firstName: webUsers.firstName, lastName: webUsers.lastName })
    .from(webUsers)
    .where(eq(webUsers.id, webUserId));
  return person ? userTextForMail(`${person.firstName} ${person.lastName}`) : 'Someone';
}

function describe(provider: IdentityProviderRow): string[] {
  return [
    `Provider: ${userTextForMail(provider.displayName)}`,
    `E-mail domains: ${provider.allowedDomains.join(', ').replaceAll('.', '. ')}`,
    `Password sign-in: ${provider.passwordSignIn ? 'still allowed' : 'turned off'}`,
    `The provider enforces multi-factor authentication: ${provider.enforcesMfa ? 'yes' : 'no'}`,
    `Offered on the sign-in page: ${provider.isActive ? 'yes' : 'no'}`,
  ];
}

/**
 * Tells everyone who answers for the authority's sign-in (its ADMINs, or the platform admins) that
 * its single sign-on was set up, changed or removed, and by whom: a change here decides who can get
 * in, so no one should learn of it only when sign-in stops working. Queued in the change's
 * transaction.
 */
export async function mailProviderChange(
  tx: Executor,
  mailer: Mailer,
  change: { authorityId: number | null; byId: number; kind: ProviderChange; provider: IdentityProviderRow },
): Promise<void> {
  const [people, whose, by] = [
    await peopleAnswering(tx, change.authorityId),
    await whoseSignIn(tx, change.authorityId),
    await nameOf(tx, change.byId),
  ];
  for (const person of people) {
    const message: MailMessage = {
      to: person.email,
      subject: `Single sign-on was ${change.kind} for ${whose}`,
      text: [
        `Hello ${userTextForMail(person.firstName)},`,
        '',
        `${by} ${change.kind} single sign-on for ${whose} in Casekeeper.`,
        '',
        ...(change.kind === 'removed'
          ? ['People sign in with their passwords again.']
          : describe(change.provider)),
        '',
        'If you did not expect this change, check the Signing in page and tell your IT security team.',
      ].join('\n'),
    };
    await mailer.enqueue(tx, message);
  }
}
