import {
  CASE_DOCUMENT_SOURCE_LABELS,
  CASE_DOCUMENT_TYPE_LABELS,
  CASE_FIELD_KEYS,
  CASE_FIELD_SECTIONS,
  CASE_FIELDS,
  type CaseFieldSection,
} from '@casekeeper/contract';
import { pdfSafeText } from '../../platform/pdf/pdf-safe-text';
import { caseFieldText, pounds, when } from '../../platform/pdf/readable-values';
import { finishPdf, openPdf, PAGE, pdfBytes, textWidth } from '../../platform/pdf/pdf-pages';
import type { CaseSummaryData } from './read-case-summary';

const bytesText = (size: number) =>
  size >= 1_048_576 ? `${(size / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;

const CLOCK_STATE_WORDS: Record<string, string> = {
  not_started: 'Not started',
  running: 'Running',
  paused: 'Paused',
  met: 'Met',
  missed: 'Missed',
  stopped: 'Stopped',
};

const LABEL_WIDTH = 150;

/** Headings, label-and-value rows and plain lines, each kept whole on a page. */
function writer(doc: PDFKit.PDFDocument) {
  const room = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom;
  return {
    heading(text: string) {
      doc.moveDown(0.6);
      // A heading never ends a page: it needs room for itself and three lines after it.
      if (!room(16 + 3 * 14)) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(13)
        .fillColor('#1f4e79')
        .text(pdfSafeText(text), PAGE.margin, doc.y);
      doc.fillColor('black').moveDown(0.3);
    },
    row(label: string, value: string) {
      if (value === '') return;
      const width = textWidth(doc) - LABEL_WIDTH - 10;
      doc.font('Helvetica').fontSize(10);
      const height = doc.heightOfString(pdfSafeText(value), { width });
      if (!room(height)) doc.addPage();
      const y = doc.y;
      doc.font('Helvetica-Bold').text(pdfSafeText(label), PAGE.margin, y, { width: LABEL_WIDTH });
      doc.font('Helvetica').text(pdfSafeText(value), PAGE.margin + LABEL_WIDTH + 10, y, { width });
      doc.y = Math.max(doc.y, y + height) + 3;
    },
    line(text: string, options: { indent?: number; italic?: boolean; bold?: boolean } = {}) {
      const indent = options.indent ?? 0;
      doc
        .font(options.bold ? 'Helvetica-Bold' : options.italic ? 'Helvetica-Oblique' : 'Helvetica')
        .fontSize(10);
      const width = textWidth(doc) - indent;
      const height = doc.heightOfString(pdfSafeText(text), { width });
      if (!room(Math.min(height, 28))) doc.addPage();
      doc.text(pdfSafeText(text), PAGE.margin + indent, doc.y, { width });
      doc.moveDown(0.25);
    },
  };
}

/**
 * The case summary: its details, status history with effective dates, clocks, diary, documents
 * and grant, for the file, a complaint or the ombudsman. Answers the bytes and the page count.
 */
export async function caseSummaryPdf(
  data: CaseSummaryData,
  context: { authorityName: string; generatedBy: string; now: Date },
): Promise<{ bytes: Buffer; pages: number }> {
  const { found } = data;
  const doc = openPdf({ title: `Case summary ${found.caseNumber}`, author: context.authorityName });
  const bytes = pdfBytes(doc);
  const write = writer(doc);

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfSafeText(`Case summary: ${found.caseNumber}`), PAGE.margin, PAGE.margin);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(pdfSafeText(`${context.authorityName}. Produced ${when(context.now)} by ${context.generatedBy}.`));
  doc.fillColor('black').moveDown(0.5);
  write.row(
    'Client',
    [found.clientTitle, found.clientFirstName, found.clientLastName].filter(Boolean).join(' '),
  );
  write.row('Status', found.statusName);
  write.row('Officer', found.assignedOfficerName ?? 'Not assigned');
  write.row('Opened', when(found.createdAt));

  const fields = data.found as unknown as Record<string, unknown>;
  for (const section of Object.keys(CASE_FIELD_SECTIONS) as CaseFieldSection[]) {
    const keys = CASE_FIELD_KEYS.filter((key) => CASE_FIELDS[key].section === section);
    const shown = keys
      .map((key) => ({ key, text: caseFieldText(CASE_FIELDS[key].format, fields[key]) }))
      .filter((field) => field.text !== '' && !/Id$/.test(field.key));
    if (shown.length === 0) continue;
    write.heading(CASE_FIELD_SECTIONS[section]);
    for (const field of shown) write.row(CASE_FIELDS[field.key].label, field.text);
    if (section === 'people' && found.contractorName) write.row('Contractor', found.contractorName);
  }

  write.heading('Status history');
  for (const change of data.history) {
    const move = `${change.fromStatus ? `${change.fromStatus} to ` : 'Opened as '}${change.toStatus}`;
    const recorded =
      change.recordedAt && Math.abs(change.recordedAt.getTime() - change.changedAt.getTime()) > 60_000
        ? ` (recorded ${when(change.recordedAt)})`
        : '';
    const extra = [change.note, change.refusalReason ? `Reason: ${change.refusalReason}` : null]
      .filter(Boolean)
      .join('. ');
    write.row(
      when(change.changedAt),
      `${move}${change.changedBy ? `, by ${change.changedBy}` : ''}${recorded}${extra ? `. ${extra}` : ''}`,
    );
  }

  write.heading('Clocks');
  if (data.clocks.length === 0) write.line('The authority has no clocks.', { italic: true });
  for (const { definition, reading } of data.clocks) {
    const unit = reading.countUnit === 'WORKING_DAYS' ? 'working days' : 'days';
    const parts = [
      CLOCK_STATE_WORDS[reading.state] ?? reading.state,
      reading.rag !== 'none' ? `${reading.rag} (RAG)` : '',
      reading.dueDate ? `due ${when(reading.dueDate)}` : '',
      reading.startedAt
        ? `${reading.elapsed} of ${reading.limit} ${unit} used`
        : `limit ${reading.limit} ${unit}`,
      reading.paused > 0 ? `${reading.paused} ${unit} paused` : '',
    ].filter((part) => part !== '');
    write.row(definition.name, parts.join(', '));
  }

  write.heading('Diary');
  const items = data.diaries.flatMap((diary) =>
    diary.items.map((item) => ({ ...item, diaryTitle: diary.title })),
  );
  if (items.length === 0) write.line('No diary items.', { italic: true });
  let diaryTitle: string | null = null;
  for (const item of items) {
    if (item.diaryTitle !== diaryTitle) {
      diaryTitle = item.diaryTitle;
      write.line(diaryTitle, { bold: true });
    }
    const who = item.fromApplicant ? 'the applicant' : (item.createdBy ?? 'someone since removed');
    write.row(
      when(item.scheduledAt),
      `${item.prefix} - ${item.description}${item.isCompleted ? ' (done)' : ''}, by ${who}${item.text ? `\n${item.text}` : ''}${item.fileName ? `\nFile: ${item.fileName}` : ''}`,
    );
  }

  write.heading('Documents');
  if (data.documents.length === 0) write.line('No documents.', { italic: true });
  for (const file of data.documents) {
    const kind = file.type ? CASE_DOCUMENT_TYPE_LABELS[file.type] : CASE_DOCUMENT_SOURCE_LABELS[file.source];
    write.row(
      when(file.uploadedAt),
      `${file.title} (${kind}): ${file.fileName}, ${bytesText(file.sizeBytes)}, by ${file.uploadedByName}`,
    );
  }

  if (data.grant) {
    const { grant } = data;
    write.heading('Grant');
    write.row(
      'Stage',
      grant.state === 'APPROVED' ? 'Approved' : grant.state === 'PROPOSED' ? 'Awaiting approval' : 'Draft',
    );
    write.row('Approved on', when(grant.approvedOn));
    write.row('Approved quote', pounds(grant.approvedQuotePence));
    write.row("Client's contribution", pounds(grant.contributionPence));
    write.row('Top-up', pounds(grant.topUpPence));
    write.row('Approved total', pounds(grant.approvedTotalPence));
    write.row('Paid so far', pounds(grant.paidPence));
    write.row('Final payment', when(grant.finalPaidOn));
  }

  const pages = finishPdf(doc, `Case summary ${found.caseNumber}. Official - sensitive: personal data.`);
  return { bytes: await bytes, pages };
}
