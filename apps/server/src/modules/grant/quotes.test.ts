import {
  FILE_MESSAGES,
  GRANT_AMOUNT_MAX_PENCE,
  GRANT_MESSAGES,
  MAX_QUOTES_PER_CASE,
  QUOTE_DURATION_MAX_WORKING_DAYS,
  type CaseGrant,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseGrants, cases, contractors, files } from '../../db/schema';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, createTestContractor, lastAudit, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { createTestQuote, grantCalls, quoteOf } from '../../test/grants';
import { multipartForm, postMultipart } from '../../test/multipart';
import { storedPaths } from '../../test/stored-files';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get } = apiCalls(context);
const { grantOf, change, changed } = grantCalls(context);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SECOND_PDF = Buffer.from('%PDF-1.7\n% revised quote\ntrailer <<>>\n%%EOF\n');
/** The start of a Windows program. */
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.alloc(64),
]);

const openCase = () => openOfficersCase(context, people);

const contractor = (companyName: string, overrides: Partial<typeof contractors.$inferInsert> = {}) =>
  createTestContractor(context.db, people.authorityId, { companyName, ...overrides });

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields?: Record<string, string[]> } }).data.fields;

async function uploadQuoteFile(
  caseId: number,
  quoteId: number,
  content: Buffer,
  who: SignedInUser = people.officer,
) {
  const { version } = await grantOf(caseId, who);
  const form = multipartForm({ id: quoteId, version }, { file: { name: 'Quote 1.pdf', content } });
  return postMultipart(context.app, `/api/case/${caseId}/quotes/file`, who, form);
}

const storedState = async () => ({
  rows: await context.db.$count(files),
  paths: await storedPaths(context.config.FILE_STORAGE_DIR),
});

const caseRow = async (caseId: number) =>
  (await context.db.select().from(cases).where(eq(cases.id, caseId)))[0];

describe('quotes', () => {
  it('records quotes from the authority’s contractors, the lowest marked (ties too), audited', async () => {
    const caseId = await openCase();
    const acme = await contractor('Acme Adaptations');
    const borset = await contractor('Borsetshire Builders');
    await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(acme, 900_000) });
    await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(borset, 850_000) });
    const grant = await changed(caseId, 'quotes/add', people.officer, {
      quote: quoteOf(acme, 850_000, { receivedOn: '2026-03-21', notes: 'Second visit' }),
    });
    expect(
      grant.quotes.map((quote) => [quote.contractorName, quote.amountPence, quote.lowest, quote.accepted]),
    ).toEqual([
      ['Acme Adaptations', 900_000, false, false],
      ['Borsetshire Builders', 850_000, true, false],
      ['Acme Adaptations', 850_000, true, false],
    ]);
    expect(grant.quotes[2]).toMatchObject({ notes: 'Second visit', validUntil: '2026-06-20', file: null });
    expect(await lastAudit(context.db, 'grant.quote-add', caseId)).toMatchObject({
      actorId: people.officer.id,
      after: { contractorId: acme, amountPence: 850_000, grantVersion: 4 },
    });
  });

  it('refuses another authority’s contractor, a deleted one, and an inactive one, changing nothing', async () => {
    const caseId = await openCase();
    const othersContractor = await createTestContractor(context.db, people.outsider.authorityId ?? 0);
    const deleted = await contractor('Gone Ltd', { deletedAt: new Date() });
    const inactive = await contractor('Retired Ltd', { isActive: false });
    for (const [contractorId, message] of [
      [othersContractor, GRANT_MESSAGES.unknownContractor],
      [deleted, GRANT_MESSAGES.unknownContractor],
      [2_000_000_000, GRANT_MESSAGES.unknownContractor],
      [inactive, GRANT_MESSAGES.inactiveContractor],
    ] as const) {
      const response = await change(caseId, 'quotes/add', people.officer, {
        quote: quoteOf(contractorId, 700_000),
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ 'quote.contractorId': [message] });
    }
    expect(await context.db.$count(caseGrants, eq(caseGrants.caseId, caseId))).toBe(0);
  });

  it('keeps a contractor made inactive on its quote, but no quote may switch to them', async () => {
    const caseId = await openCase();
    const leaving = await contractor('Leaving Ltd');
    const staying = await contractor('Staying Ltd');
    await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(leaving, 700_000) });
    const [kept, other] = (
      await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(staying, 750_000) })
    ).quotes;
    await context.db.update(contractors).set({ isActive: false }).where(eq(contractors.id, leaving));

    const saved = await changed(caseId, 'quotes/update', people.officer, {
      id: kept?.id,
      quote: quoteOf(leaving, 720_000),
    });
    expect(saved.quotes[0]).toMatchObject({ contractorId: leaving, amountPence: 720_000, version: 2 });
    expect(await lastAudit(context.db, 'grant.quote-update', caseId)).toMatchObject({
      before: { amountPence: 700_000 },
      after: { amountPence: 720_000 },
    });
    const switched = await change(caseId, 'quotes/update', people.officer, {
      id: other?.id,
      quote: quoteOf(leaving, 750_000),
    });
    expect(fieldsOf(switched)).toEqual({ 'quote.contractorId': [GRANT_MESSAGES.inactiveContractor] });
    expect((await grantOf(caseId, people.officer)).quotes[1]).toMatchObject({ contractorId: staying });
  });

  it('refuses a date received after today, validity ending before receipt, and amounts that cannot be', async () => {
    const caseId = await openCase();
    const acme = await contractor('Acme Adaptations');
    const tomorrow = addDays(londonDay(new Date()), 1);
    const refusals: [object, string, string][] = [
      [{ receivedOn: tomorrow, validUntil: null }, 'quote.receivedOn', GRANT_MESSAGES.quoteFuture],
      [{ validUntil: '2026-03-19' }, 'quote.validUntil', GRANT_MESSAGES.validBeforeReceived],
      [{ amountPence: -100 }, 'quote.amountPence', GRANT_MESSAGES.negative],
      [{ amountPence: 0 }, 'quote.amountPence', GRANT_MESSAGES.quoteAmount],
      [{ amountPence: 1234.5 }, 'quote.amountPence', GRANT_MESSAGES.notWhole],
      [{ amountPence: GRANT_AMOUNT_MAX_PENCE + 1 }, 'quote.amountPence', GRANT_MESSAGES.tooLarge],
    ];
    for (const [overrides, field, message] of refusals) {
      const response = await change(caseId, 'quotes/add', people.officer, {
        quote: quoteOf(acme, 500_000, overrides),
      });
      expect(response.statusCode, field).toBe(400);
      // The first message is the one a form shows.
      expect(fieldsOf(response)?.[field]?.[0]).toBe(message);
    }
    expect((await grantOf(caseId, people.officer)).quotes).toEqual([]);
  });

  it('keeps the estimated duration in working days as given, changed and cleared, audited; refuses one that cannot be', async () => {
    const caseId = await openCase();
    const acme = await contractor('Acme Adaptations');
    const added = await changed(caseId, 'quotes/add', people.officer, {
      quote: quoteOf(acme, 600_000, { estimatedWorkingDays: 15 }),
    });
    const [quote] = added.quotes;
    expect(quote).toMatchObject({ amountPence: 600_000, estimatedWorkingDays: 15 });
    expect(await lastAudit(context.db, 'grant.quote-add', caseId)).toMatchObject({
      after: { quoteId: quote?.id, estimatedWorkingDays: 15 },
    });

    const longer = await changed(caseId, 'quotes/update', people.officer, {
      id: quote?.id,
      quote: quoteOf(acme, 600_000, { estimatedWorkingDays: 20 }),
    });
    expect(longer.quotes[0]?.estimatedWorkingDays).toBe(20);
    expect(await lastAudit(context.db, 'grant.quote-update', caseId)).toMatchObject({
      before: { estimatedWorkingDays: 15 },
      after: { estimatedWorkingDays: 20 },
    });
    for (const days of [0, 2.5, QUOTE_DURATION_MAX_WORKING_DAYS + 1]) {
      const refused = await change(caseId, 'quotes/update', people.officer, {
        id: quote?.id,
        quote: quoteOf(acme, 600_000, { estimatedWorkingDays: days }),
      });
      expect(refused.statusCode, String(days)).toBe(400);
      expect(fieldsOf(refused)?.['quote.estimatedWorkingDays'], String(days)).toHaveLength(1);
    }
    expect((await grantOf(caseId, people.officer)).quotes[0]?.estimatedWorkingDays).toBe(20);
    const cleared = await changed(caseId, 'quotes/update', people.officer, {
      id: quote?.id,
      quote: quoteOf(acme, 600_000),
    });
    expect(cleared.quotes[0]?.estimatedWorkingDays).toBeNull();
  });

  it(`holds at most ${MAX_QUOTES_PER_CASE} quotes`, async () => {
    const caseId = await openCase();
    const on = { authorityId: people.authorityId, caseId, createdById: people.officer.id };
    for (let count = 0; count < MAX_QUOTES_PER_CASE; count += 1) {
      await createTestQuote(context.db, context.app.fileStorage, on);
    }
    const response = await change(caseId, 'quotes/add', people.officer, {
      quote: quoteOf(await contractor('One too many'), 500_000),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: GRANT_MESSAGES.tooManyQuotes });
    expect((await grantOf(caseId, people.officer)).quotes).toHaveLength(MAX_QUOTES_PER_CASE);
  });
});

describe('accepting a quote', () => {
  it('needs a reason for a quote above the lowest, and gives the case the accepted contractor', async () => {
    const caseId = await openCase();
    const low = await contractor('Lowest Bid Ltd');
    const high = await contractor('Trusted Builders');
    await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(low, 800_000) });
    const [lowQuote, highQuote] = (
      await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(high, 900_000) })
    ).quotes;
    const caseBefore = await caseRow(caseId);

    const unexplained = await change(caseId, 'quotes/accept', people.officer, {
      id: highQuote?.id,
      reason: null,
    });
    expect(unexplained.statusCode).toBe(400);
    expect(fieldsOf(unexplained)).toEqual({ reason: [GRANT_MESSAGES.notLowestReason] });
    expect((await grantOf(caseId, people.officer)).acceptedQuoteId).toBeNull();
    expect(await caseRow(caseId)).toMatchObject({ contractorId: null, version: caseBefore?.version });

    const accepted = await change(caseId, 'quotes/accept', people.officer, {
      id: highQuote?.id,
      reason: 'The lowest bidder cannot start before winter',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: 'Quote from Trusted Builders accepted.' });
    const grant = accepted.json<{ data: CaseGrant }>().data;
    expect(grant).toMatchObject({
      acceptedQuoteId: highQuote?.id,
      acceptedReason: 'The lowest bidder cannot start before winter',
    });
    expect(grant.quotes.map((quote) => [quote.accepted, quote.lowest])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(await caseRow(caseId)).toMatchObject({
      contractorId: high,
      version: (caseBefore?.version ?? 0) + 1,
    });
    const edited = await get(`/case/edit/${caseId}`, people.officer);
    expect(edited.json()).toMatchObject({ data: { contractorName: 'Trusted Builders' } });
    expect(await lastAudit(context.db, 'case.update', caseId)).toMatchObject({
      before: { contractorId: null },
      after: { contractorId: high },
    });
    expect(await lastAudit(context.db, 'grant.quote-accept', caseId)).toMatchObject({
      before: { acceptedQuoteId: null },
      after: { acceptedQuoteId: highQuote?.id, contractorId: high },
    });

    const lowest = await changed(caseId, 'quotes/accept', people.officer, { id: lowQuote?.id, reason: null });
    expect(lowest.acceptedQuoteId).toBe(lowQuote?.id);
    expect(await caseRow(caseId)).toMatchObject({ contractorId: low });
  });

  it('does not accept the quote of a contractor no longer in use: the case cannot take them', async () => {
    const caseId = await openCase();
    const leaving = await contractor('Closing Down Ltd');
    const [quote] = (
      await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(leaving, 600_000) })
    ).quotes;
    await context.db.update(contractors).set({ isActive: false }).where(eq(contractors.id, leaving));
    const refused = await change(caseId, 'quotes/accept', people.officer, { id: quote?.id, reason: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: GRANT_MESSAGES.inactiveContractor });
    expect((await grantOf(caseId, people.officer)).acceptedQuoteId).toBeNull();
    expect(await caseRow(caseId)).toMatchObject({ contractorId: null });
  });

  it('does not let the accepted quote be removed; another goes with its file, row and bytes', async () => {
    const caseId = await openCase();
    await changed(caseId, 'quotes/add', people.officer, {
      quote: quoteOf(await contractor('Keep Ltd'), 800_000),
    });
    const [accepted, other] = (
      await changed(caseId, 'quotes/add', people.officer, {
        quote: quoteOf(await contractor('Drop Ltd'), 900_000),
      })
    ).quotes;
    await changed(caseId, 'quotes/accept', people.officer, { id: accepted?.id, reason: null });
    const beforeUpload = await storedState();
    expect((await uploadQuoteFile(caseId, other?.id ?? 0, PDF)).statusCode).toBe(200);
    expect((await storedState()).rows).toBe(beforeUpload.rows + 1);

    const refused = await change(caseId, 'quotes/remove', people.officer, { id: accepted?.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: GRANT_MESSAGES.quoteAccepted });
    expect((await grantOf(caseId, people.officer)).quotes).toHaveLength(2);

    const removed = await changed(caseId, 'quotes/remove', people.officer, { id: other?.id });
    expect(removed.quotes.map((quote) => quote.id)).toEqual([accepted?.id]);
    expect(await storedState()).toEqual(beforeUpload);
    expect(await lastAudit(context.db, 'grant.quote-remove', caseId)).toMatchObject({
      before: { quoteId: other?.id, file: { name: 'Quote 1.pdf' } },
    });
  });
});

describe('the quote document', () => {
  it('is attached, replaced (the old one’s row and bytes go) and downloaded as an attachment, audited', async () => {
    const caseId = await openCase();
    const [quote] = (
      await changed(caseId, 'quotes/add', people.officer, {
        quote: quoteOf(await contractor('Docs Ltd'), 800_000),
      })
    ).quotes;
    const before = await storedState();

    const attached = await uploadQuoteFile(caseId, quote?.id ?? 0, PDF);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      message: 'Quote document attached.',
      data: {
        quotes: [{ file: { name: 'Quote 1.pdf', contentType: 'application/pdf', sizeBytes: PDF.length } }],
      },
    });
    const replaced = await uploadQuoteFile(caseId, quote?.id ?? 0, SECOND_PDF);
    expect(replaced.statusCode).toBe(200);
    const now = await storedState();
    expect(now.rows).toBe(before.rows + 1);
    expect(now.paths).toHaveLength(before.paths.length + 1);
    expect(await lastAudit(context.db, 'grant.quote-file', caseId)).toMatchObject({
      before: { quoteId: quote?.id, file: { name: 'Quote 1.pdf' } },
      after: { quoteId: quote?.id, file: { name: 'Quote 1.pdf' } },
    });

    const download = await get(`/case/${caseId}/quotes/file/${quote?.id}`, people.officer);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SECOND_PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Quote 1.pdf"; filename*=UTF-8''Quote%201.pdf`,
    });
    expect(await lastAudit(context.db, 'grant.quote-file-download', caseId)).toMatchObject({
      actorId: people.officer.id,
      after: { quoteId: quote?.id, name: 'Quote 1.pdf' },
    });
  });

  it('refuses a file of a type not allowed, and a quote of another case, storing nothing', async () => {
    const caseId = await openCase();
    const otherCase = await openCase();
    const [quote] = (
      await changed(caseId, 'quotes/add', people.officer, {
        quote: quoteOf(await contractor('Docs Ltd'), 800_000),
      })
    ).quotes;
    const [othersQuote] = (
      await changed(otherCase, 'quotes/add', people.officer, {
        quote: quoteOf(await contractor('Else Ltd'), 1_000),
      })
    ).quotes;
    const before = await storedState();
    const program = await uploadQuoteFile(caseId, quote?.id ?? 0, PE);
    expect(program.statusCode).toBe(415);
    expect(program.json()).toMatchObject({ message: FILE_MESSAGES.unsupportedType });
    const elsewhere = await uploadQuoteFile(caseId, othersQuote?.id ?? 0, PDF);
    expect(elsewhere.statusCode).toBe(404);
    expect(await storedState()).toEqual(before);
    expect((await grantOf(caseId, people.officer)).quotes[0]?.file).toBeNull();
  });

  it('is downloaded only by those who read the case, and only where there is one', async () => {
    const caseId = await openCase();
    await changed(caseId, 'quotes/add', people.officer, {
      quote: quoteOf(await contractor('Docs Ltd'), 800_000),
    });
    const [quote, bare] = (
      await changed(caseId, 'quotes/add', people.officer, {
        quote: quoteOf(await contractor('Bare Ltd'), 900_000),
      })
    ).quotes;
    expect((await uploadQuoteFile(caseId, quote?.id ?? 0, PDF)).statusCode).toBe(200);
    expect((await get(`/case/${caseId}/quotes/file/${quote?.id}`, people.admin)).statusCode).toBe(200);
    for (const who of [people.colleague, people.outsider]) {
      expect((await get(`/case/${caseId}/quotes/file/${quote?.id}`, who)).statusCode).toBe(404);
    }
    expect((await get(`/case/${caseId}/quotes/file/${bare?.id}`, people.officer)).statusCode).toBe(404);
    expect(
      (await get(`/case/${people.caseOf.colleague}/quotes/file/${quote?.id}`, people.admin)).statusCode,
    ).toBe(404);
  });
});
