import type { SessionUser } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-token';
import type { Config } from '../../platform/config/config';
import type { Mailer } from '../../platform/mail/mailer';

/** What the auth use cases need from the app. */
export type AuthDeps = {
  db: Database;
  accessTokens: AccessTokens;
  config: Pick<Config, 'REFRESH_TOKEN_TTL' | 'PUBLIC_URL'>;
  mailer: Mailer;
};

export function authDeps(app: FastifyInstance): AuthDeps {
  return { db: app.db, accessTokens: app.accessTokens, config: app.config, mailer: app.mailer };
}

/** A session handed to a client: its fields for the answer and the refresh token for the cookie. */
export type IssuedSession = {
  session: SessionUser;
  refreshToken: string;
  refreshExpiresAt: Date;
};

/** A finished sign-in: the session, and the token to keep in the browser's device cookie. */
export type SignedInSession = IssuedSession & { deviceToken: string };
