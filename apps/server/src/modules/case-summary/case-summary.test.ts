import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseViews, cases } from '../../db/schema';
import { apiCalls, lastAudit } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { multipartForm, postMultipart } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

const summaryOf = (caseId: number, who = people.officer) => get(`/case/${caseId}/summary.pdf`, who);

describe('the case summary PDF', () => {
  it("prints the case's details, status history, clocks, diary and documents, and audits the export", async () => {
    const caseId = await openOfficersCase(context, people, {
      clientTitle: 'Mr',
      clientFirstName: 'Walter',
      clientLastName: 'Gabriel',
    });
    const moved = await post(`/case/${caseId}/2`, people.officer, { note: 'Referral from the OT team' });
    expect(moved.statusCode, moved.body).toBe(200);
    const diary = await post('/actionDiary/add', people.officer, { caseId, title: 'Home visits' });
    const diaryId = diary.json<{ data: { id: number } }>().data.id;
    const item = await post('/actionItemText/add', people.officer, {
      diaryId,
      prefix: 'Visit',
      description: 'Measure the stairs',
      scheduledAt: '2026-05-04T10:00:00+01:00',
      text: 'Stairs turn at the top.',
    });
    expect(item.statusCode, item.body).toBe(200);
    const filed = await postMultipart(
      context.app,
      `/api/case/${caseId}/documents/add`,
      people.officer,
      multipartForm(
        { type: 'PHOTO', name: 'Photo of the stairs' },
        { file: { name: 'stairs.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' } },
      ),
    );
    expect(filed.statusCode, filed.body).toBe(200);

    const response = await summaryOf(caseId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [kase] = await context.db
      .select({ caseNumber: cases.caseNumber })
      .from(cases)
      .where(eq(cases.id, caseId));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="case-summary-${kase?.caseNumber}.pdf"`,
    );
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Case summary: ${kase?.caseNumber}`);
    expect(text).toContain('Mr Walter Gabriel');
    expect(text).toContain('Status history');
    expect(text).toContain('Enquiry to Referral received, by Sam Officer. Referral from the OT team');
    expect(text).toContain('Clocks');
    expect(text).toContain('Visit - Measure the stairs, by Sam Officer');
    expect(text).toContain('Stairs turn at the top.');
    expect(text).toContain('Photo of the stairs (Photo): stairs.pdf');
    // No grant was begun: no grant section.
    expect(text).not.toContain('Approved total');

    expect(await lastAudit(context.db, 'case.summary-export', caseId)).toMatchObject({
      actorId: people.officer.id,
      entityType: 'case',
      after: { caseNumber: kase?.caseNumber, documents: 1 },
    });
    const looks = await context.db
      .select({ kind: caseViews.kind })
      .from(caseViews)
      .where(eq(caseViews.caseId, caseId));
    expect(looks.map((look) => look.kind)).toContain('EXPORT');
  });

  it('is for whoever reads the case, READONLY too; hidden from other authorities and other officers', async () => {
    expect((await summaryOf(people.caseOf.reader, people.reader)).statusCode).toBe(200);
    expect((await summaryOf(people.caseOf.officer, people.outsider)).statusCode).toBe(404);
    expect((await summaryOf(people.caseOf.colleague, people.officer)).statusCode).toBe(404);
    expect(await lastAudit(context.db, 'case.summary-export', people.caseOf.colleague)).toBeUndefined();
  });
});
