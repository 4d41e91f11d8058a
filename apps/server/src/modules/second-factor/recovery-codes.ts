import { RECOVERY_CODE_COUNT } from '@casekeeper/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client';
import { recoveryCodes } from '../../db/schema';
import { hashSecretToken } from '../../platform/auth/secret-token';

/** Lower-case letters and digits, less those read as one another (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A random code of about 49 bits, shown as abcd-efgh-jk. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/**
 * What is kept of a code: its hash, of the code as typed in any case without dashes or spaces.
 * A fast hash is enough: the codes are random, and each is tried only under the sign-in lockout.
 */
function hashOf(code: string): string {
  return hashSecretToken(code.toLowerCase().replace(/[\s-]+/g, ''));
}

/** A new set of codes replaces the person's old set (used or not); answers them, once. */
export async function replaceRecoveryCodes(tx: Executor, webUserId: number): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.webUserId, webUserId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ webUserId, codeHash: hashOf(code) })));
  return codes;
}

export async function removeRecoveryCodes(tx: Executor, webUserId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.webUserId, webUserId));
}

/** Uses one of the person's codes, once: false when it is not theirs or was used before. */
export async function spendRecoveryCode(tx: Executor, webUserId: number, code: string): Promise<boolean> {
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.webUserId, webUserId),
        eq(recoveryCodes.codeHash, hashOf(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Executor, webUserId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.webUserId, webUserId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
