import type { AccessSubject, AuthorityRole, UserType } from '@casekeeper/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** The verified caller of a signed-in route, from its access token; never from the request body. */
export type Caller = {
  webUserId: number;
  userType: UserType;
  role: AuthorityRole | null;
  authorityId: number | null;
  /** The platform admin acting as this user, when impersonating. */
  impersonatorId: number | null;
  /** The sign-in (refresh token family) the access token belongs to. */
  sessionFamilyId: string;
  /** The access token presented, and when it expires (seconds since the epoch). */
  accessToken: string;
  accessTokenExpiresAt: number;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set by the access check on signed-in routes; null on public ones. */
    caller: Caller | null;
  }
}

export const SIGN_IN_MESSAGES = {
  missing: 'Please sign in to continue.',
  expired: 'Your session has expired. Please sign in again.',
  ended: 'Your session has ended. Please sign in again.',
} as const;

/** The caller of a signed-in route; the access check guarantees one there. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGES.missing);
  return request.caller;
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header === undefined ? undefined : /^Bearer[ ]+(\S+)\s*$/i.exec(header)?.[1];
}

/** The caller as the contract's access rules see them. */
export function accessSubjectOf(caller: Caller): AccessSubject {
  return { userType: caller.userType, role: caller.role, impersonating: caller.impersonatorId !== null };
}
