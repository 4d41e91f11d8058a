import { PASSKEY_CHALLENGE_MINUTES } from '@casekeeper/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pendingSignIns, webauthnChallenges } from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';

const expiry = () => sql`now() + make_interval(mins => ${PASSKEY_CHALLENGE_MINUTES})`;
const isOpen = () => and(isNull(webauthnChallenges.usedAt), gt(webauthnChallenges.expiresAt, sql`now()`));

/** Keeps the challenge of a passkey being added; any the person was issued before stops counting. */
export async function keepRegistrationChallenge(
  db: Executor,
  webUserId: number,
  challenge: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webauthnChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(webauthnChallenges.webUserId, webUserId), isOpen()));
    await tx
      .insert(webauthnChallenges)
      .values({ ceremony: 'REGISTRATION', webUserId, challenge, expiresAt: expiry() });
  });
}

/** Spends the person's open registration challenge, once: null when there is none. */
export async function takeRegistrationChallenge(db: Executor, webUserId: number): Promise<string | null> {
  const open = db
    .select({ id: webauthnChallenges.id })
    .from(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.webUserId, webUserId),
        eq(webauthnChallenges.ceremony, 'REGISTRATION'),
        isOpen(),
      ),
    )
    .orderBy(desc(webauthnChallenges.createdAt))
    .limit(1);
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(sql`${webauthnChallenges.id} = (${open})`, isOpen()))
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}

/** Keeps the challenge of a sign-in with a passkey alone: answers the token for its cookie. */
export async function keepSignInChallenge(db: Executor, challenge: string): Promise<string> {
  const token = generateSecretToken();
  await db.insert(webauthnChallenges).values({
    ceremony: 'SIGN_IN',
    tokenHash: hashSecretToken(token),
    challenge,
    expiresAt: expiry(),
  });
  return token;
}

/** Spends the sign-in challenge the cookie's token names, once: null when absent, spent or expired. */
export async function takeSignInChallenge(db: Executor, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.tokenHash, hashSecretToken(token)),
        eq(webauthnChallenges.ceremony, 'SIGN_IN'),
        isOpen(),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}

/** Keeps the challenge issued to finish a pending sign-in with a passkey (a newer one replaces it). */
export async function keepPendingChallenge(
  db: Executor,
  pendingId: string,
  challenge: string,
): Promise<void> {
  await db
    .update(pendingSignIns)
    .set({ webauthnChallenge: challenge })
    .where(eq(pendingSignIns.id, pendingId));
}

/** Spends the pending sign-in's challenge, once: null when none was issued or it was spent. */
export async function takePendingChallenge(db: Executor, pendingId: string): Promise<string | null> {
  const rows = await db.execute<{ challenge: string }>(sql`
    update ${pendingSignIns} as p set webauthn_challenge = null
    from (select id, webauthn_challenge from ${pendingSignIns} where id = ${pendingId} for update) as old
    where p.id = old.id and old.webauthn_challenge is not null
    returning old.webauthn_challenge as challenge`);
  return rows.rows[0]?.challenge ?? null;
}
