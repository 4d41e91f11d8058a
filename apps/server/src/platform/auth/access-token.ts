import { authorityRoleSchema, userTypeSchema, type AuthorityRole, type UserType } from '@casekeeper/contract';
import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SigningKeySource } from './signing-key';

export const ACCESS_TOKEN_ISSUER = 'casekeeper';
export const ACCESS_TOKEN_AUDIENCE = 'casekeeper-api';
/** The only algorithm accepted: a token naming another (or `none`) is refused before any check. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** What an access token says about its bearer. */
export type AccessTokenClaims = {
  webUserId: number;
  userType: UserType;
  role: AuthorityRole | null;
  authorityId: number | null;
  /** The refresh token family (one sign-in) the token was issued in. */
  sessionFamilyId: string;
  /** The platform admin acting as this user, when impersonating. */
  impersonatorId: number | null;
};

export type VerifiedAccessToken = AccessTokenClaims & {
  /** Seconds since the epoch. */
  expiresAt: number;
};

export type AccessTokens = {
  readonly ttlSeconds: number;
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token; null when it is malformed, forged, expired or not ours. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
};

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]{0,9}$/),
  exp: z.number().int(),
  user_type: userTypeSchema,
  role: authorityRoleSchema.nullable(),
  authority_id: z.number().int().nullable(),
  sid: z.uuid(),
  impersonator_id: z.number().int().nullable(),
});

/** Tokens verified lately, so a page's burst of calls checks its signature once. */
const MAX_REMEMBERED_TOKENS = 10_000;

export function createAccessTokens(options: { key: SigningKeySource; ttlSeconds: number }): AccessTokens {
  const { key, ttlSeconds } = options;
  // Only tokens that passed every check, each until its own expiry; keyed by the whole token.
  const verifiedTokens = new Map<string, VerifiedAccessToken>();
  const remember = (token: string, verified: VerifiedAccessToken) => {
    if (verifiedTokens.size >= MAX_REMEMBERED_TOKENS) verifiedTokens.clear();
    verifiedTokens.set(token, verified);
  };
  return {
    ttlSeconds,
    async sign(claims) {
      return (
        new SignJWT({
          user_type: claims.userType,
          role: claims.role,
          authority_id: claims.authorityId,
          sid: claims.sessionFamilyId,
          impersonator_id: claims.impersonatorId,
        })
          .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
          .setSubject(String(claims.webUserId))
          // Unique per token, so two issued in the same second still differ.
          .setJti(randomUUID())
          .setIssuer(ACCESS_TOKEN_ISSUER)
          .setAudience(ACCESS_TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(`${ttlSeconds}s`)
          .sign(await key())
      );
    },
    async verify(token) {
      const known = verifiedTokens.get(token);
      if (known) {
        if (known.expiresAt * 1000 > Date.now()) return known;
        verifiedTokens.delete(token);
      }
      // Outside the try: a key that cannot be loaded is a server failure, not a bad token.
      const secret = await key();
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const parsed = payloadSchema.safeParse(payload);
        if (!parsed.success) return null;
        const claims = parsed.data;
        const verified: VerifiedAccessToken = {
          webUserId: Number(claims.sub),
          userType: claims.user_type,
          role: claims.role,
          authorityId: claims.authority_id,
          sessionFamilyId: claims.sid,
          impersonatorId: claims.impersonator_id,
          expiresAt: claims.exp,
        };
        remember(token, verified);
        return verified;
      } catch {
        return null;
      }
    },
  };
}
