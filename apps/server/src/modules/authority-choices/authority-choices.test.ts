import { CHOICE_MESSAGES, REFUSAL_MESSAGES, STATUS_ID, type AuthorityChoice } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let admin: SignedInUser;
let officer: SignedInUser;
let otherAdmin: SignedInUser;

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db);
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  otherAdmin = await signedInUser(context, { role: 'ADMIN' });
});

const listOf = async (list: string, who = admin) =>
  (await get(`/authority-choices/${list}`, who)).json<{ data: AuthorityChoice[] }>().data;

const add = (body: object, who = admin) => post('/authority-choices/add', who, body);
const update = (choice: AuthorityChoice, changes: Partial<AuthorityChoice>, who = admin) =>
  post('/authority-choices/update', who, {
    id: choice.id,
    version: choice.version,
    name: choice.name,
    needsText: choice.needsText,
    isActive: choice.isActive,
    ...changes,
  });

describe("an authority's lists", () => {
  it('start from the eleven adaptation types and are read by everyone in the authority', async () => {
    const types = await listOf('ADAPTATION_TYPE', officer);
    expect(types).toHaveLength(11);
    expect(types[0]).toMatchObject({ name: 'Stairlift', isActive: true, sortOrder: 1 });
  });

  it('take a new entry at the end from an ADMIN, audited, and refuse a name already there', async () => {
    const added = await add({ list: 'ADAPTATION_TYPE', name: 'Ceiling hoist' });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json<{ data: AuthorityChoice }>().data;
    expect(entry).toMatchObject({ name: 'Ceiling hoist', sortOrder: 12, needsText: false });
    expect(await lastAudit(context.db, 'authority-choice.add', entry.id)).toMatchObject({
      after: { name: 'Ceiling hoist' },
    });
    const again = await add({ list: 'ADAPTATION_TYPE', name: 'ceiling HOIST' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(CHOICE_MESSAGES.duplicate);
  });

  it('are kept by ADMINs alone, each authority its own', async () => {
    expect((await add({ list: 'REFUSAL_REASON', name: 'Duplicate application' }, officer)).statusCode).toBe(
      403,
    );
    const [first] = await listOf('REFUSAL_REASON');
    expect((await update(first as AuthorityChoice, { name: 'Renamed' }, otherAdmin)).statusCode).toBe(404);
    expect((await listOf('REFUSAL_REASON'))[0]?.name).toBe('Not eligible');
  });

  it('rename and retire an entry; a retired reason cannot be chosen for a new refusal', async () => {
    const reason = (await listOf('REFUSAL_REASON')).find(
      (entry) => entry.name === 'Applicant withdrew consent',
    );
    if (!reason) throw new Error('no reason');
    const retired = await update(reason, { name: 'Consent withdrawn', isActive: false });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json<{ data: AuthorityChoice }>().data).toMatchObject({
      name: 'Consent withdrawn',
      isActive: false,
    });
    expect((await update(reason, { name: 'Stale' })).statusCode).toBe(409);

    const added = await post('/case/add', officer, {
      clientFirstName: 'Ret',
      clientLastName: 'Ired',
      addressLine1: '1 Old Row',
      postCode: 'B33 8TH',
    });
    const caseId = added.json<{ data: { id: number } }>().data.id;
    await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, officer);
    const refused = await post(`/case/${caseId}/${STATUS_ID.REFUSED}`, officer, {
      refusalReasonId: reason.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused.json<{ data: { fields: Record<string, string[]> } }>().data.fields.refusalReasonId,
    ).toEqual([REFUSAL_MESSAGES.unknownReason]);
  });

  it('keep at least one entry of a list in use', async () => {
    const authorityId = await createTestAuthority(context.db);
    const soleAdmin = await signedInUser(context, { authorityId, role: 'ADMIN' });
    const entries = await listOf('REFUSAL_REASON', soleAdmin);
    for (const entry of entries.slice(0, -1)) {
      expect((await update(entry, { isActive: false }, soleAdmin)).statusCode).toBe(200);
    }
    const last = await update(entries.at(-1) as AuthorityChoice, { isActive: false }, soleAdmin);
    expect(last.statusCode).toBe(422);
    expect(last.json<{ message: string }>().message).toBe(CHOICE_MESSAGES.lastActive);
  });
});
