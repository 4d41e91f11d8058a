import type { FastifyInstance } from 'fastify';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';
import { authDeps, type AuthDeps } from '../auth';

/** What the second factor's use cases need: signing in's own, and the sealer of TOTP secrets. */
export type SecondFactorDeps = AuthDeps & { sealer: SecretSealer };

export function secondFactorDeps(app: FastifyInstance): SecondFactorDeps {
  return { ...authDeps(app), sealer: app.secretSealer };
}
