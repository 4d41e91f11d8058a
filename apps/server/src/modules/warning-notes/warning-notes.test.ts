import {
  CASE_MESSAGES,
  STALE_RECORD_MESSAGE,
  WARNING_NOTE_MESSAGES,
  type WarningNote,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicantCases, warningNotes } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, lastAudit, signedInApplicant, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

const today = () => londonDay(new Date());
const NOTE = {
  subject: 'ADDRESS',
  type: 'ANIMALS',
  text: 'Large dog; ask for it to be shut away before entering.',
  reviewOn: '2099-06-30',
} as const;

async function addNote(who: SignedInUser, caseId: number, fields: Record<string, string> = {}) {
  const response = await post('/warningNote/add', who, { caseId, ...NOTE, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: WarningNote }>().data;
}

const notesOf = async (who: SignedInUser, caseId: number) => get(`/warningNote/list/${caseId}`, who);

describe('warning notes', () => {
  it('lets an officer add, list, change and remove a note on their case, each change audited', async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people);
    const added = await post('/warningNote/add', officer, {
      caseId,
      ...NOTE,
      text: '  Large dog\r\nin the kitchen ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(WARNING_NOTE_MESSAGES.added);
    const note = added.json<{ data: WarningNote }>().data;
    expect(note).toMatchObject({
      caseId,
      subject: 'ADDRESS',
      type: 'ANIMALS',
      text: 'Large dog\nin the kitchen',
      reviewOn: '2099-06-30',
      reviewDue: false,
      createdByName: expect.stringMatching(/\S/),
      version: 1,
    });
    expect(await lastAudit(context.db, 'warning-note.add', note.id)).toMatchObject({
      actorId: officer.id,
      entityType: 'warning_note',
      after: { caseId, type: 'ANIMALS', text: 'Large dog\nin the kitchen', reviewOn: '2099-06-30' },
    });

    const listed = await notesOf(officer, caseId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject({ notes: [{ id: note.id }], can: { change: true } });

    const saved = await post('/warningNote/update', officer, {
      id: note.id,
      version: 1,
      ...NOTE,
      type: 'VIOLENT_OR_AGGRESSIVE',
      text: 'Son shouts at visitors',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ type: 'VIOLENT_OR_AGGRESSIVE', version: 2 });
    expect(await lastAudit(context.db, 'warning-note.update', note.id)).toMatchObject({
      before: { type: 'ANIMALS', text: 'Large dog\nin the kitchen' },
      after: { type: 'VIOLENT_OR_AGGRESSIVE', text: 'Son shouts at visitors' },
    });

    const stale = await post('/warningNote/update', officer, { id: note.id, version: 1, ...NOTE });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect(stale.json().data.current).toMatchObject({ version: 2, text: 'Son shouts at visitors' });

    const removed = await post(`/warningNote/remove/${note.id}`, officer);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(WARNING_NOTE_MESSAGES.removed);
    expect((await notesOf(officer, caseId)).json().data.notes).toEqual([]);
    expect(await lastAudit(context.db, 'warning-note.remove', note.id)).toMatchObject({
      before: { type: 'VIOLENT_OR_AGGRESSIVE', text: 'Son shouts at visitors' },
    });
    const [kept] = await context.db.select().from(warningNotes).where(eq(warningNotes.id, note.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect((await post(`/warningNote/remove/${note.id}`, officer)).statusCode).toBe(404);
    expect(
      (await post('/warningNote/update', officer, { id: note.id, version: 3, ...NOTE })).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people);
    const refused = await post('/warningNote/add', officer, {
      caseId,
      subject: 'NEIGHBOUR',
      type: 'GHOSTS',
      text: '   ',
      reviewOn: '2026-02-30',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toMatchObject({
      subject: [WARNING_NOTE_MESSAGES.subjectRequired],
      type: [WARNING_NOTE_MESSAGES.typeRequired],
      text: [WARNING_NOTE_MESSAGES.textRequired],
      reviewOn: [WARNING_NOTE_MESSAGES.reviewOnFormat],
    });
    const tooLong = await post('/warningNote/add', officer, { caseId, ...NOTE, text: 'x'.repeat(1001) });
    expect(tooLong.json().data.fields).toMatchObject({ text: [WARNING_NOTE_MESSAGES.textTooLong] });

    const yesterday = new Date(Date.now() - 86_400_000);
    const past = await post('/warningNote/add', officer, { caseId, ...NOTE, reviewOn: londonDay(yesterday) });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields).toEqual({ reviewOn: [WARNING_NOTE_MESSAGES.reviewOnPast] });
    expect((await notesOf(officer, caseId)).json().data.notes).toEqual([]);

    // Today is allowed.
    expect((await addNote(officer, caseId, { reviewOn: today() })).reviewOn).toBe(today());
  });

  it('keeps notes to the authority and to whoever may read the case; only writers change them', async () => {
    const { officer, colleague, reader, admin, outsider, platformAdmin, caseOf } = people;
    const note = await addNote(officer, caseOf.officer);

    // Another authority's case, and a colleague's case, are simply not there.
    for (const who of [outsider, colleague]) {
      expect((await notesOf(who, caseOf.officer)).statusCode).toBe(404);
      const added = await post('/warningNote/add', who, { caseId: caseOf.officer, ...NOTE });
      expect(added.statusCode).toBe(404);
      expect(added.json().message).toBe(CASE_MESSAGES.notFound);
      expect((await post(`/warningNote/remove/${note.id}`, who)).statusCode).toBe(404);
      const update = await post('/warningNote/update', who, { id: note.id, version: 1, ...NOTE });
      expect(update.statusCode).toBe(404);
    }
    // Platform admins reach no case; a READONLY officer reads their own case's notes, changes none.
    expect((await notesOf(platformAdmin, caseOf.officer)).statusCode).toBe(403);
    const readersNote = await addNote(admin, caseOf.reader);
    const read = await notesOf(reader, caseOf.reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ notes: [{ id: readersNote.id }], can: { change: false } });
    expect((await post('/warningNote/add', reader, { caseId: caseOf.reader, ...NOTE })).statusCode).toBe(403);
    expect((await post(`/warningNote/remove/${readersNote.id}`, reader)).statusCode).toBe(403);

    // An authority ADMIN reaches every case of the authority.
    expect((await notesOf(admin, caseOf.officer)).json().data.notes).toMatchObject([{ id: note.id }]);
    const [row] = await context.db.select().from(warningNotes).where(eq(warningNotes.id, note.id));
    expect(row).toMatchObject({ version: 1, deletedAt: null });
  });

  it('shows the notes in the case list row and never to the applicant', async () => {
    const { officer } = people;
    const applicant = await signedInApplicant(context, officer);
    const [link] = await context.db
      .select({ caseId: applicantCases.caseId })
      .from(applicantCases)
      .where(eq(applicantCases.applicantId, applicant.id));
    const caseId = link?.caseId ?? 0;
    await addNote(officer, caseId, { type: 'SAFEGUARDING', text: 'Secret safeguarding concern' });
    const withoutNotes = await openOfficersCase(context, people);

    const list = await get('/case/list/', officer, { SortCol: 'CaseManagerDetailId', SortDir: 'desc' });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: { data: { id: number; warningNotes: unknown[] }[] } }>().data.data;
    expect(rows.find((row) => row.id === caseId)?.warningNotes).toEqual([
      { type: 'SAFEGUARDING', text: 'Secret safeguarding concern' },
    ]);
    expect(rows.find((row) => row.id === withoutNotes)?.warningNotes).toEqual([]);

    const portal = await get('/portal/case', applicant);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.body).not.toContain('Secret safeguarding concern');
    expect(portal.body).not.toMatch(/warning/i);
    expect((await notesOf(applicant, caseId)).statusCode).toBe(403);
    expect((await post('/warningNote/add', applicant, { caseId, ...NOTE })).statusCode).toBe(403);
  });
});
