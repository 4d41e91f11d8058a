import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { createAccessTokens, type AccessTokenClaims } from './access-token';
import { webcrypto } from 'node:crypto';
import { createSigningKeySource } from './signing-key';

let testDatabase: TestDatabase;
let first: DatabaseConnection;
let second: DatabaseConnection;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  first = createDatabase(testDatabase.url);
  second = createDatabase(testDatabase.url);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await testDatabase.drop();
});

const claims: AccessTokenClaims = {
  webUserId: 1,
  userType: 'ADMIN',
  role: null,
  authorityId: null,
  sessionFamilyId: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
  impersonatorId: null,
};

describe('the access token signing key', () => {
  it('is generated once and shared by server copies starting together on one database', async () => {
    const [a, b] = await Promise.all([
      createSigningKeySource(first.db, undefined)(),
      createSigningKeySource(second.db, undefined)(),
    ]);
    const [rawA, rawB] = await Promise.all([a, b].map((key) => webcrypto.subtle.exportKey('raw', key)));
    expect(rawA?.byteLength).toBe(32);
    expect(Buffer.from(rawA ?? new ArrayBuffer(0)).equals(Buffer.from(rawB ?? new ArrayBuffer(0)))).toBe(
      true,
    );
    expect(await first.db.select().from(serverSecrets)).toHaveLength(1);

    const signer = createAccessTokens({ key: createSigningKeySource(first.db, undefined), ttlSeconds: 60 });
    const verifier = createAccessTokens({
      key: createSigningKeySource(second.db, undefined),
      ttlSeconds: 60,
    });
    expect(await verifier.verify(await signer.sign(claims))).toMatchObject(claims);
  });

  it('is JWT_SECRET when set, so tokens of the stored key are refused', async () => {
    const stored = createAccessTokens({ key: createSigningKeySource(first.db, undefined), ttlSeconds: 60 });
    const configured = createAccessTokens({
      key: createSigningKeySource(first.db, 'a-configured-secret-of-32-characters-or-more'),
      ttlSeconds: 60,
    });
    expect(await configured.verify(await stored.sign(claims))).toBeNull();
    expect(await configured.verify(await configured.sign(claims))).toMatchObject(claims);
  });
});
