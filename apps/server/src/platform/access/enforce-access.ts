import { isAdmitted, NOT_ON_BEHALF_MESSAGE } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../auth/access-token';
import { AppError, forbidden } from '../errors/app-error';
import { accessSubjectOf, readBearerToken, SIGN_IN_MESSAGES, type Caller } from './caller';

export type AccessEnforcementOptions = {
  accessTokens: AccessTokens;
  /** Whether the sign-in (refresh token family) is still live; see live-sessions.ts. */
  isSessionLive(sessionFamilyId: string): Promise<boolean>;
};

/**
 * Enforces each route's entry in the contract's access table before the body is even read: a
 * signed-in route needs a valid Bearer access token of a live sign-in (401 otherwise) whose
 * user type and role the entry admits (403 otherwise). The verified caller is `request.caller`;
 * which records it reaches (the entry's scope) is decided with it in the use cases.
 */
export function registerAccessEnforcement(app: FastifyInstance, options: AccessEnforcementOptions): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access?.kind !== 'signed-in') return;

    const token = readBearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGES.missing);
    const verified = await options.accessTokens.verify(token);
    if (!verified) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGES.expired);
    if (!(await options.isSessionLive(verified.sessionFamilyId))) {
      throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGES.ended);
    }

    const { expiresAt, ...claims } = verified;
    const caller: Caller = { ...claims, accessToken: token, accessTokenExpiresAt: expiresAt };
    const subject = accessSubjectOf(caller);
    if (!isAdmitted(access, subject)) {
      const onBehalf = access.impersonation === 'refused' && subject.impersonating;
      throw forbidden(onBehalf ? NOT_ON_BEHALF_MESSAGE : undefined);
    }
    request.caller = caller;
  });
}
