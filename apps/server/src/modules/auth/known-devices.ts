import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, portalEndpoints, sessionEndpoints } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { knownSignInDevices } from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';
import type { SignInDoor } from './sign-in-doors';

export const DEVICE_COOKIE_NAME = 'casekeeper_device';
/** A device unused for this long is forgotten. */
export const DEVICE_MEMORY_DAYS = 90;
const DEVICE_MEMORY_SECONDS = DEVICE_MEMORY_DAYS * 24 * 60 * 60;

/** The user whose device this cookie names, if it is a device we still remember. */
export async function knownDeviceOwner(db: Executor, token: string | undefined): Promise<number | null> {
  // Looked up whether or not the e-mail has an account, so the timing tells nothing.
  if (!token) return null;
  const [row] = await db
    .select({ webUserId: knownSignInDevices.webUserId })
    .from(knownSignInDevices)
    .where(
      and(
        eq(knownSignInDevices.tokenHash, hashSecretToken(token)),
        sql`${knownSignInDevices.lastUsedAt} > now() - make_interval(secs => ${DEVICE_MEMORY_SECONDS})`,
      ),
    );
  return row?.webUserId ?? null;
}

/**
 * Remembers the device a user has just signed in from: the token they presented when it is
 * theirs (touched), otherwise a new one. Answers the token for the cookie.
 */
export async function rememberDevice(
  tx: Executor,
  webUserId: number,
  presented: string | undefined,
): Promise<string> {
  if (presented) {
    const touched = await tx
      .update(knownSignInDevices)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(knownSignInDevices.tokenHash, hashSecretToken(presented)),
          eq(knownSignInDevices.webUserId, webUserId),
        ),
      )
      .returning({ tokenHash: knownSignInDevices.tokenHash });
    if (touched.length > 0) return presented;
  }
  await tx
    .delete(knownSignInDevices)
    .where(
      and(
        eq(knownSignInDevices.webUserId, webUserId),
        lt(knownSignInDevices.lastUsedAt, sql`now() - make_interval(secs => ${DEVICE_MEMORY_SECONDS})`),
      ),
    );
  const token = generateSecretToken();
  await tx.insert(knownSignInDevices).values({ tokenHash: hashSecretToken(token), webUserId });
  return token;
}

/**
 * The device cookie goes to the sign-in call of the door it was set at only (staff, or the
 * applicant portal), never readable by script.
 */
const DEVICE_COOKIE_PATHS: Record<SignInDoor, string> = {
  staff: `${API_PREFIX}${sessionEndpoints.login.path}`,
  portal: `${API_PREFIX}${portalEndpoints.login.path}`,
};

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE_NAME];
  return value === undefined || value === '' ? undefined : value;
}

export function setDeviceCookie(reply: FastifyReply, token: string, door: SignInDoor): void {
  reply.setCookie(DEVICE_COOKIE_NAME, token, {
    path: DEVICE_COOKIE_PATHS[door],
    httpOnly: true,
    sameSite: 'strict',
    secure:
      reply.request.protocol === 'https' || reply.request.server.config.PUBLIC_URL.startsWith('https://'),
    maxAge: DEVICE_MEMORY_SECONDS,
  });
}
