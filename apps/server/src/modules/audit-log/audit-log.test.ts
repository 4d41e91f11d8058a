import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get } = apiCalls(context);

let admin: SignedInUser;
let authorityId: number;
let officerId: number;

beforeAll(async () => {
  admin = await signedInUser(context, { userType: 'ADMIN', firstName: 'Gwen' });
  authorityId = await createTestAuthority(context.db, { name: 'Audit Council' });
  officerId = (await createTestUser(context.db, { authorityId, firstName: 'Olly' })).id;
  const at = (iso: string) => new Date(iso);
  await context.db.insert(auditLog).values([
    {
      action: 'contractor.create',
      actorId: officerId,
      authorityId,
      entityType: 'contractor',
      entityId: '1',
      occurredAt: at('2026-03-01T10:00:00Z'),
      after: { companyName: 'A' },
    },
    {
      action: 'contractor.update',
      actorId: officerId,
      onBehalfOfId: admin.id,
      authorityId,
      entityType: 'contractor',
      entityId: '1',
      occurredAt: at('2026-03-02T10:00:00Z'),
      before: { companyName: 'A' },
      after: { companyName: 'B' },
    },
    // 23:30 on 31 July in London is 22:30 UTC: still 31 July there.
    {
      action: 'contractor.update',
      actorId: officerId,
      authorityId,
      entityType: 'contractor',
      entityId: '2',
      occurredAt: at('2026-07-31T22:30:00Z'),
    },
    {
      action: 'auth.lockout',
      actorId: null,
      entityType: 'web_user',
      entityId: '9',
      occurredAt: at('2026-08-01T00:30:00Z'),
    },
  ]);
});

const ids = (response: Awaited<ReturnType<typeof get>>): string[] =>
  response
    .json<{ data: { data: { action: string; entityId: string }[] } }>()
    .data.data.map((event) => `${event.action}:${event.entityId}`);

describe('GET /api/audit', () => {
  it('answers events newest first with actor, on-behalf-of and authority named', async () => {
    const response = await get('/audit', admin, { action: 'contractor.update', entityId: '1' });
    expect(response.statusCode).toBe(200);
    const [event] = response.json().data.data;
    expect(event).toEqual({
      id: expect.any(Number),
      occurredAt: '2026-03-02T10:00:00.000Z',
      action: 'contractor.update',
      entityType: 'contractor',
      entityId: '1',
      actor: { id: officerId, name: 'Olly Officer', email: expect.any(String) },
      onBehalfOf: { id: admin.id, name: 'Gwen Officer', email: admin.email },
      authority: { id: authorityId, name: 'Audit Council' },
      // No contractor 1 in this authority (one elsewhere is not this row's): named by kind and id.
      target: null,
      before: { companyName: 'A' },
      after: { companyName: 'B' },
      ip: null,
      requestId: null,
    });
  });

  it('filters by actor (as themselves or impersonating), authority, entity type and action', async () => {
    expect(ids(await get('/audit', admin, { actorId: String(officerId) }))).toEqual([
      'contractor.update:2',
      'contractor.update:1',
      'contractor.create:1',
    ]);
    const byAdmin = ids(await get('/audit', admin, { actorId: String(admin.id) }));
    expect(byAdmin).toContain('contractor.update:1');
    expect(byAdmin).toContain(`auth.login:${admin.id}`);
    expect(ids(await get('/audit', admin, { authorityId: String(authorityId) }))).toHaveLength(3);
    expect(ids(await get('/audit', admin, { entityType: 'web_user', action: 'auth.lockout' }))).toEqual([
      'auth.lockout:9',
    ]);
  });

  it('filters by part of a name or e-mail address and of an authority’s name, not only by id', async () => {
    expect(ids(await get('/audit', admin, { actor: 'olly off' }))).toEqual([
      'contractor.update:2',
      'contractor.update:1',
      'contractor.create:1',
    ]);
    // The admin behind an impersonation is found by name too.
    expect(ids(await get('/audit', admin, { actor: 'GWEN' }))).toContain('contractor.update:1');
    expect(ids(await get('/audit', admin, { actor: admin.email }))).toContain('contractor.update:1');
    expect(ids(await get('/audit', admin, { authority: 'audit coun', action: 'contractor.update' }))).toEqual(
      ['contractor.update:2', 'contractor.update:1'],
    );
    // Wildcards are taken literally.
    expect(ids(await get('/audit', admin, { actor: '%' }))).toEqual([]);
    expect(ids(await get('/audit', admin, { authority: 'Nowhere' }))).toEqual([]);
  });

  it('filters by Europe/London days, both ends included', async () => {
    expect(ids(await get('/audit', admin, { from: '2026-07-31', to: '2026-07-31' }))).toEqual([
      'contractor.update:2',
    ]);
    expect(ids(await get('/audit', admin, { from: '2026-03-02', to: '2026-08-01' }))).toEqual([
      'auth.lockout:9',
      'contractor.update:2',
      'contractor.update:1',
    ]);
  });

  it('pages by cursor until there is nothing older', async () => {
    const first = (await get('/audit', admin, { actorId: String(officerId), limit: '2' })).json().data;
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toBe(first.data[1].id);
    const second = (
      await get('/audit', admin, { actorId: String(officerId), limit: '2', before: String(first.nextCursor) })
    ).json().data;
    expect(second.data.map((event: { action: string }) => event.action)).toEqual(['contractor.create']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a reversed date range, a bad date and too large a page with 400 per field', async () => {
    const reversed = await get('/audit', admin, { from: '2026-08-01', to: '2026-07-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields).toEqual({ to: ['The end date must not be before the start date'] });
    expect((await get('/audit', admin, { from: '01/08/2026' })).json().data.fields).toEqual({
      from: ['Give the date as yyyy-mm-dd'],
    });
    expect((await get('/audit', admin, { limit: '500' })).statusCode).toBe(400);
  });
});
