import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createAccessTokens,
  type AccessTokenClaims,
} from './access-token';
import { createSigningKeySource } from './signing-key';

const SECRET = 'a-test-signing-secret-of-at-least-32-chars';
const secretKey = new TextEncoder().encode(SECRET);
// The key source never touches the database when JWT_SECRET is given.
const key = createSigningKeySource(undefined as never, SECRET);
const tokens = createAccessTokens({ key, ttlSeconds: loadConfig({}).ACCESS_TOKEN_TTL });

const claims: AccessTokenClaims = {
  webUserId: 42,
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  authorityId: 7,
  sessionFamilyId: '0b5c1c1e-0a7b-4f7e-9a55-0c1d2e3f4a5b',
  impersonatorId: null,
};
const payload = {
  user_type: 'AUTHORITY_USER',
  role: 'READWRITE',
  authority_id: 7,
  sid: claims.sessionFamilyId,
  impersonator_id: null,
};

function handMade(options: { alg?: string; exp?: number; iss?: string; aud?: string; secret?: Uint8Array }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject('42')
    .setIssuer(options.iss ?? ACCESS_TOKEN_ISSUER)
    .setAudience(options.aud ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 60)
    .sign(options.secret ?? secretKey);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('carry the caller and live ACCESS_TOKEN_TTL seconds, 600 by default', async () => {
    const token = await tokens.sign(claims);
    const decoded = decodeJwt(token);
    expect((decoded.exp ?? 0) - (decoded.iat ?? 0)).toBe(600);
    expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt: decoded.exp });
  });

  it('follow a configured ACCESS_TOKEN_TTL', async () => {
    const short = createAccessTokens({
      key,
      ttlSeconds: loadConfig({ ACCESS_TOKEN_TTL: '1' }).ACCESS_TOKEN_TTL,
    });
    const decoded = decodeJwt(await short.sign(claims));
    expect((decoded.exp ?? 0) - (decoded.iat ?? 0)).toBe(1);
  });

  it('accept a well-formed token made elsewhere with the same key', async () => {
    expect(await tokens.verify(await handMade({}))).toMatchObject({ webUserId: 42, authorityId: 7 });
  });

  it('refuse a token verified while it was valid once it has expired', async () => {
    const token = await handMade({ exp: Math.floor(Date.now() / 1000) + 2 });
    expect(await tokens.verify(token)).toMatchObject({ webUserId: 42 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse an expired token', async () => {
    expect(await tokens.verify(await handMade({ exp: Math.floor(Date.now() / 1000) - 5 }))).toBeNull();
  });

  it('refuse another issuer, another audience or another key', async () => {
    expect(await tokens.verify(await handMade({ iss: 'someone-else' }))).toBeNull();
    expect(await tokens.verify(await handMade({ aud: 'another-api' }))).toBeNull();
    const otherKey = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    expect(await tokens.verify(await handMade({ secret: otherKey }))).toBeNull();
  });

  it('refuse any algorithm but HS256, including none', async () => {
    expect(await tokens.verify(await handMade({ alg: 'HS512' }))).toBeNull();
    const unsecured = new UnsecuredJWT({ ...payload, sub: '42' })
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await tokens.verify(unsecured)).toBeNull();
  });

  it('refuse a tampered token and rubbish', async () => {
    const [header, body, signature] = (await tokens.sign(claims)).split('.');
    const promoted = Buffer.from(
      JSON.stringify({ ...decodeJwt(`${header}.${body}.${signature}`), user_type: 'ADMIN' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });
});
