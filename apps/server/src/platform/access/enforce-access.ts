import type { RouteAccess } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../auth/access-token';
import { AppError, forbidden } from '../errors/app-error';
import { readBearerToken, SIGN_IN_MESSAGES, type Caller } from './caller';

export type AccessEnforcementOptions = {
  accessTokens: AccessTokens;
  /** Whether the sign-in (refresh token family) is still live; see isSessionFamilyLive. */
  isSessionLive(sessionFamilyId: string): Promise<boolean>;
};

function mayCall(access: Extract<RouteAccess, { kind: 'signed-in' }>, caller: Caller): boolean {
  if (access.userTypes && !access.userTypes.includes(caller.userType)) return false;
  // Roles belong to authority callers; a platform admin the route admits has none to check.
  if (access.roles && caller.userType !== 'ADMIN') {
    return caller.role !== null && access.roles.includes(caller.role);
  }
  return true;
}

/**
 * Enforces each route's entry in the contract's access table before the body is even read: a
 * signed-in route needs a valid Bearer access token of a live sign-in (401 otherwise) whose
 * user type and role the entry admits (403 otherwise). The verified caller is `request.caller`.
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
    if (!mayCall(access, caller)) throw forbidden();
    request.caller = caller;
  });
}
