import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, heldSession, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(context, { userType: 'ADMIN', firstName: 'Gwen' });
});

describe('GET /api/me/abilities', () => {
  it('names no impersonator for someone signed in as themselves', async () => {
    const abilities = (await get('/me/abilities', admin)).json().data;
    expect(abilities).toMatchObject({ impersonating: false, impersonator: null });
  });

  it('names the platform admin behind an impersonation, from the server', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await createTestUser(context.db, { authorityId, role: 'READWRITE' });
    const held = heldSession(await post(`/impersonate/${officer.id}`, admin));

    const abilities = (await get('/me/abilities', held)).json().data;

    expect(abilities).toMatchObject({
      impersonating: true,
      impersonator: { firstName: 'Gwen', lastName: 'Officer' },
      can: { stopImpersonating: true },
    });
  });
});
