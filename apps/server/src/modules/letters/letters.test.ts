import { readFileSync } from 'node:fs';
import {
  LETTER_MESSAGES,
  STATUS_ID,
  type GeneratedLetter,
  type LetterPreview,
  type LetterTemplate,
  type LetterTemplateList,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, caseGrants, caseStatusHistory, cases, letterTemplates } from '../../db/schema';
import { apiCalls, lastAudit, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { createTestGrant } from '../../test/grants';
import { pdfText } from '../../test/pdf-text';
import { SEEDED_LETTER_TEMPLATES, seedLetterTemplates } from './seeded-templates';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

const templatesOf = async (who = people.admin) =>
  (await get('/letterTemplate/list', who)).json<{ data: LetterTemplateList }>().data.templates;

async function addTemplate(fields: { title: string; body: string }): Promise<LetterTemplate> {
  const response = await post('/letterTemplate/add', people.admin, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: LetterTemplate }>().data;
}

async function generate(caseId: number, templateId: number, who = people.officer) {
  const response = await post(`/case/${caseId}/letters/generate`, who, { templateId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: GeneratedLetter }>().data;
}

async function letterPdfOf(caseId: number, documentId: number): Promise<string> {
  const response = await get(`/case/${caseId}/documents/file/${documentId}`, people.officer);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // Lines wrap where the page does: read the text as one run of words.
  return pdfText(response.rawPayload).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  await seedLetterTemplates(context.db, people.authorityId);
  const saved = await post('/letterhead/update', people.admin, {
    version: 0,
    name: 'Ambridge District Council',
    addressLines: ['Housing Adaptations', 'Borchester Road', 'Ambridge BC1 2AB'],
    phone: '01632 960123',
    email: 'adaptations@ambridge.gov.uk',
    footer: 'Ambridge District Council, private housing team',
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe('letter templates', () => {
  it('seeds an acknowledgement, an approval and a refusal for a new authority, as the backfill does', async () => {
    const platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const added = await post('/admin/add', platformAdmin, {
      type: 'authority',
      name: 'Felpersham City Council',
      shortCode: 'FELPL',
      addressLine1: 'Guildhall',
      town: 'Felpersham',
      postCode: 'FE1 1AA',
      contactEmail: 'housing@felpersham.gov.uk',
      contactPhone: '01632 960 400',
    });
    expect(added.statusCode, added.body).toBe(200);
    const rows = await context.db
      .select({ title: letterTemplates.title, body: letterTemplates.body })
      .from(letterTemplates)
      .where(eq(letterTemplates.authorityId, added.json<{ data: { id: number } }>().data.id));
    expect(rows.map((row) => row.title).sort()).toEqual(['Acknowledgement', 'Approval', 'Refusal']);

    // The migration gave the authorities already there the same words.
    const migration = readFileSync(
      new URL('../../../drizzle/0060_letter_templates_backfill.sql', import.meta.url),
      'utf8',
    );
    for (const template of SEEDED_LETTER_TEMPLATES) {
      expect(migration).toContain(`('${template.title}', '${template.body.replaceAll("'", "''")}')`);
    }
  });

  it('lets an ADMIN add, change and delete a template, each audited', async () => {
    const added = await addTemplate({
      title: 'Visit booked',
      body: 'Dear {{client.name}}\n\nWe will visit.',
    });
    expect(await lastAudit(context.db, 'letter-template.create', people.authorityId)).toMatchObject({
      actorId: people.admin.id,
      after: { templateId: added.id, title: 'Visit booked' },
    });
    const saved = await post('/letterTemplate/update', people.admin, {
      id: added.id,
      version: 1,
      title: 'Visit booked',
      body: 'Dear {{ client.salutation }}\n\nWe will visit on a day to suit you.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2 });
    const stale = await post('/letterTemplate/update', people.admin, {
      id: added.id,
      version: 1,
      title: 'Visit',
      body: 'Hello',
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await post(`/letterTemplate/delete/${added.id}`, people.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await templatesOf()).map((template) => template.id)).not.toContain(added.id);
    expect(await lastAudit(context.db, 'letter-template.delete', people.authorityId)).toMatchObject({
      before: { templateId: added.id, body: expect.stringContaining('a day to suit you') },
    });
  });

  it('refuses unknown merge fields on save, naming them, and stores nothing', async () => {
    const before = (await templatesOf()).length;
    const response = await post('/letterTemplate/add', people.admin, {
      title: 'Typo',
      body: 'Dear {{client.nmae}}, your case {{case.number}} and {{grant.total}}.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.body).toEqual([
      LETTER_MESSAGES.unknownFields(['client.nmae', 'grant.total']),
    ]);
    expect(response.json().data.fields.body[0]).toContain('{{client.nmae}}');

    const unclosed = await post('/letterTemplate/add', people.admin, {
      title: 'Unclosed',
      body: 'Dear {{client.name',
    });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().data.fields.body).toEqual([LETTER_MESSAGES.strayBraces]);
    expect((await templatesOf()).length).toBe(before);
  });

  it('lets officers read the templates but not change them; READONLY users neither; nor other authorities', async () => {
    const officers = await get('/letterTemplate/list', people.officer);
    expect(officers.statusCode).toBe(200);
    expect(officers.json().data.can).toEqual({ change: false });
    expect((await post('/letterTemplate/add', people.officer, { title: 'X', body: 'Y' })).statusCode).toBe(
      403,
    );
    expect((await get('/letterTemplate/list', people.reader)).statusCode).toBe(403);
    expect((await get('/letterhead', people.reader)).statusCode).toBe(403);

    const [template] = await templatesOf();
    const theirs = await post('/letterTemplate/update', people.outsider, {
      id: template?.id,
      version: 1,
      title: 'Mine now',
      body: 'Hello',
    });
    expect(theirs.statusCode).toBe(404);
    expect((await post(`/letterTemplate/delete/${template?.id}`, people.outsider)).statusCode).toBe(404);
  });

  it("keeps the authority's letterhead, filled in from its own details until saved", async () => {
    const letterhead = (await get('/letterhead', people.officer)).json().data;
    expect(letterhead).toMatchObject({
      name: 'Ambridge District Council',
      addressLines: ['Housing Adaptations', 'Borchester Road', 'Ambridge BC1 2AB'],
      version: 1,
      can: { change: false },
    });
    // A form that read it before that save is told, not overwritten.
    const stale = await post('/letterhead/update', people.admin, {
      version: 0,
      name: 'Old name',
      addressLines: [],
    });
    expect(stale.statusCode).toBe(409);
    const outsiders = (await get('/letterhead', people.outsider)).json().data;
    expect(outsiders).toMatchObject({ version: 0 });
    expect(outsiders.name).not.toBe('Ambridge District Council');
    expect(await lastAudit(context.db, 'authority.letterhead', people.authorityId)).toMatchObject({
      after: { name: 'Ambridge District Council' },
    });
  });
});

describe('generating a letter', () => {
  it('previews the merged letter, warning of fields with no value on the case', async () => {
    const caseId = await openOfficersCase(context, people, { clientTitle: 'Mrs' });
    const approval = (await templatesOf()).find((template) => template.title === 'Approval');
    const response = await post(`/case/${caseId}/letters/preview`, people.officer, {
      templateId: approval?.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{ data: LetterPreview }>().data;
    expect(preview.text).toContain('Dear Mrs Archer');
    expect(preview.addressBlock).toEqual(['Mrs Jill Archer', 'Brookfield Farm', 'B33 8TH']);
    expect(preview.letterhead.name).toBe('Ambridge District Council');
    expect(preview.missing.map((field) => field.label)).toEqual([
      'Date application submitted',
      'Date approved',
      'Approved grant total',
      "Client's contribution",
    ]);
    // Blank, never the field's name.
    expect(preview.text).not.toContain('{{');
  });

  it('files the letter as a PDF under Documents, notes it in the diary, and audits it', async () => {
    const caseId = await openOfficersCase(context, people, { clientTitle: 'Mrs' });
    const [kase] = await context.db
      .select({ caseNumber: cases.caseNumber })
      .from(cases)
      .where(eq(cases.id, caseId));
    await context.db.insert(caseStatusHistory).values([
      {
        authorityId: people.authorityId,
        caseId,
        fromStatusId: STATUS_ID.ASSESSMENT,
        toStatusId: STATUS_ID.APPLICATION_SUBMITTED,
        changedById: people.officer.id,
        changedAt: new Date('2026-03-02T10:00:00Z'),
      },
      {
        authorityId: people.authorityId,
        caseId,
        fromStatusId: STATUS_ID.APPLICATION_SUBMITTED,
        toStatusId: STATUS_ID.APPROVED,
        changedById: people.admin.id,
        changedAt: new Date('2026-04-15T09:00:00Z'),
      },
    ]);
    await createTestGrant(context.db, context.app.fileStorage, {
      authorityId: people.authorityId,
      caseId,
      createdById: people.officer.id,
      proposed: true,
      approved: { byId: people.admin.id },
      amountPence: 1_234_500,
    });
    await context.db
      .update(caseGrants)
      .set({ contributionPence: 50_000 })
      .where(eq(caseGrants.caseId, caseId));
    const approval = (await templatesOf()).find((template) => template.title === 'Approval');
    if (!approval) throw new Error('no approval template');

    const letter = await generate(caseId, approval.id);
    expect(letter).toMatchObject({ title: 'Approval', pages: 1 });
    expect(letter.fileName).toMatch(/^Approval - .+\.pdf$/);

    const documents = (await get(`/case/${caseId}/documents`, people.officer)).json().data.documents;
    expect(documents).toContainEqual(
      expect.objectContaining({ type: 'LETTER', title: 'Approval', documentId: letter.documentId }),
    );
    const text = await letterPdfOf(caseId, letter.documentId);
    expect(text).toContain('Ambridge District Council');
    expect(text).toContain('Telephone: 01632 960123');
    expect(text).toContain('Dear Mrs Archer');
    expect(text).toContain(`case ${kase?.caseNumber}`);
    expect(text).toContain('2 March 2026');
    expect(text).toContain('15 April 2026');
    expect(text).toContain('The grant approved is £12,345.00');
    expect(text).toContain('£500.00');
    expect(text).not.toContain('Page 1 of');

    const [note] = await context.db
      .select({ description: actionItems.description, isCompleted: actionItems.isCompleted })
      .from(actionItems)
      .where(and(eq(actionItems.caseId, caseId), eq(actionItems.prefix, 'Letter')));
    expect(note).toEqual({ description: 'Letter sent: Approval', isCompleted: true });
    expect(await lastAudit(context.db, 'letter.generate', caseId)).toMatchObject({
      actorId: people.officer.id,
      after: { documentId: letter.documentId, title: 'Approval', missing: [] },
    });
  });

  it('breaks a long letter onto a second page, numbering the pages', async () => {
    const caseId = await openOfficersCase(context, people);
    const paragraph = (n: number) =>
      `Paragraph ${n}. ${'The works will be carried out by the contractor named in your schedule of works. '.repeat(4)}`;
    const long = await addTemplate({
      title: 'Long letter',
      body: `Dear {{client.name}}\n\n${Array.from({ length: 14 }, (_, index) => paragraph(index + 1)).join('\n\n')}\n\nYours sincerely\n\n{{officer.name}}`,
    });
    const letter = await generate(caseId, long.id);
    expect(letter.pages).toBe(2);
    const text = await letterPdfOf(caseId, letter.documentId);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Paragraph 14.');
    // The footer is on each page.
    expect(text.split('Ambridge District Council, private housing team').length - 1).toBe(2);
  });

  it('is refused to READONLY users, hidden on other authorities and restricted cases, refused on disposed ones', async () => {
    const [template] = await templatesOf();
    const templateId = template?.id;
    const readers = await post(`/case/${people.caseOf.reader}/letters/generate`, people.reader, {
      templateId,
    });
    expect(readers.statusCode).toBe(403);
    const outsiders = await post(`/case/${people.caseOf.officer}/letters/preview`, people.outsider, {
      templateId,
    });
    expect(outsiders.statusCode).toBe(404);

    const restrictedId = await openOfficersCase(context, people);
    const restricted = await post(`/case/${restrictedId}/restriction`, people.admin, {
      userIds: [people.admin.id, people.officer.id],
    });
    expect(restricted.statusCode, restricted.body).toBe(200);
    await context.db
      .update(cases)
      .set({ assignedOfficerId: people.colleague.id })
      .where(eq(cases.id, restrictedId));
    expect(
      (await post(`/case/${restrictedId}/letters/preview`, people.colleague, { templateId })).statusCode,
    ).toBe(404);

    const disposedId = await openOfficersCase(context, people);
    await context.db.update(cases).set({ disposedAt: new Date() }).where(eq(cases.id, disposedId));
    expect(
      (await post(`/case/${disposedId}/letters/generate`, people.officer, { templateId })).statusCode,
    ).toBe(409);
    expect(await lastAudit(context.db, 'letter.generate', disposedId)).toBeUndefined();
  });
});
