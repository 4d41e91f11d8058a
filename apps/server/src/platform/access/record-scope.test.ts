import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { authorityFilterOf, authorityInScope, selfInScope } from './record-scope';

const base: Caller = {
  webUserId: 7,
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  authorityId: 3,
  impersonatorId: null,
  sessionFamilyId: '00000000-0000-4000-8000-000000000000',
  accessToken: 'token',
  accessTokenExpiresAt: 0,
};
const platformAdmin: Caller = { ...base, userType: 'ADMIN', role: null, authorityId: null };

function statusOf(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { statusCode: number }).statusCode;
  }
}

describe('record scope', () => {
  it("filters reads to the caller's authority, or none for a platform admin", () => {
    expect(authorityFilterOf(base)).toBe(3);
    expect(authorityFilterOf(platformAdmin)).toBeNull();
  });

  it("lets a client-sent authority id through only when it is the caller's own, else 403", () => {
    expect(authorityInScope(base, 3)).toBe(3);
    expect(statusOf(() => authorityInScope(base, 4))).toBe(403);
    expect(authorityInScope(platformAdmin, 4)).toBe(4);
  });

  it('lets a client-sent user id through only when it is the caller', () => {
    expect(selfInScope(base, 7)).toBe(7);
    expect(statusOf(() => selfInScope(base, 8))).toBe(403);
    expect(statusOf(() => selfInScope(platformAdmin, 8))).toBe(403);
  });
});
