import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicantCases, authorities, cases, passwordResetTokens, webUsers } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';

/** A case the caller reaches, with what inviting its client needs; locked when `forUpdate`. */
export async function findInvitableCase(tx: Executor, caseId: number, scope: CaseScope, forUpdate = false) {
  const query = tx
    .select({
      id: cases.id,
      authorityId: cases.authorityId,
      caseNumber: cases.caseNumber,
      clientFirstName: cases.clientFirstName,
      clientLastName: cases.clientLastName,
      clientEmail: cases.clientEmail,
      authorityName: authorities.name,
    })
    .from(cases)
    .innerJoin(authorities, eq(authorities.id, cases.authorityId))
    .where(and(caseInScope(scope), eq(cases.id, caseId)));
  const [found] = forUpdate ? await query.for('update', { of: cases }) : await query;
  return found;
}
export type InvitableCase = NonNullable<Awaited<ReturnType<typeof findInvitableCase>>>;

/** The case's latest applicant access (live or revoked), with the applicant's account as it is now. */
export async function findLatestAccess(db: Executor, caseId: number) {
  const [row] = await db
    .select({
      id: applicantCases.id,
      applicantId: applicantCases.applicantId,
      invitedAt: applicantCases.invitedAt,
      revokedAt: applicantCases.revokedAt,
      acceptedAt: applicantCases.acceptedAt,
      email: webUsers.email,
      firstName: webUsers.firstName,
      lastName: webUsers.lastName,
      hasPassword: sql<boolean>`${webUsers.passwordHash} is not null`,
      lastLoginAt: webUsers.lastLoginAt,
      invitationExpiresAt: sql<Date | null>`(
        select max(${passwordResetTokens.expiresAt}) from ${passwordResetTokens}
        where ${passwordResetTokens.webUserId} = ${webUsers.id} and ${passwordResetTokens.purpose} = 'INVITE'
          and ${passwordResetTokens.usedAt} is null and ${passwordResetTokens.expiresAt} > now())`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(applicantCases)
    .innerJoin(webUsers, eq(webUsers.id, applicantCases.applicantId))
    .where(eq(applicantCases.caseId, caseId))
    .orderBy(sql`${applicantCases.revokedAt} is null desc`, desc(applicantCases.invitedAt))
    .limit(1);
  return row;
}
export type AccessRow = NonNullable<Awaited<ReturnType<typeof findLatestAccess>>>;

/** The account that uses this address, compared as sign-in compares it (deleted ones included). */
export async function findAccountByAddress(db: Executor, email: string) {
  const [account] = await db
    .select({
      id: webUsers.id,
      userType: webUsers.userType,
      authorityId: webUsers.authorityId,
      hasPassword: sql<boolean>`${webUsers.passwordHash} is not null`,
      isActive: webUsers.isActive,
      deletedAt: webUsers.deletedAt,
    })
    .from(webUsers)
    .where(sql`lower(${webUsers.email}) = lower(${email})`);
  return account;
}

/** A new applicant account, with no password until they accept the invitation. */
export async function insertApplicant(
  tx: Executor,
  values: { email: string; firstName: string; lastName: string; authorityId: number },
): Promise<number> {
  const [row] = await tx
    .insert(webUsers)
    .values({ ...values, userType: 'APPLICANT', role: null })
    .returning({ id: webUsers.id });
  if (!row) throw new Error('The applicant account was not created');
  return row.id;
}

/**
 * Grants the applicant access to the case: a first invitation, or a revoked grant made current
 * again. It goes live when they open the link mailed for it; a grant already live stays live.
 */
export async function grantAccess(
  tx: Executor,
  values: { authorityId: number; caseId: number; applicantId: number; invitedById: number },
): Promise<void> {
  await tx
    .insert(applicantCases)
    .values(values)
    .onConflictDoUpdate({
      target: [applicantCases.caseId, applicantCases.applicantId],
      set: {
        acceptedAt: sql`case when ${applicantCases.revokedAt} is null then ${applicantCases.acceptedAt} end`,
        revokedAt: null,
        invitedAt: sql`now()`,
        invitedById: values.invitedById,
      },
    });
}
