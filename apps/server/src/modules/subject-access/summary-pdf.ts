import {
  DOCUMENT_REQUEST_KIND_LABELS,
  DOCUMENT_REQUEST_STATE_LABELS,
  WARNING_NOTE_SUBJECT_LABELS,
  WARNING_NOTE_TYPE_LABELS,
} from '@casekeeper/contract';
import PDFDocument from 'pdfkit';
import { pdfSafeText } from '../../platform/pdf/pdf-safe-text';
import { caseFieldText, pounds, when } from '../../platform/pdf/readable-values';
import type { SubjectExportDocument } from './subject-export-document';

const NOTES = {
  warningNotesIn: 'Warning notes for staff are included, as an administrator chose.',
  warningNotesOut: 'Warning notes for staff are not included.',
  contents:
    'This summary is the readable form of data.json, in the same ZIP. Files are in the ZIP under files/, by case number.',
};

/** A few writing habits over pdfkit: headings, labelled lines and paragraphs, each on the page's width. */
function writer(doc: PDFKit.PDFDocument) {
  return {
    title(text: string) {
      doc.font('Helvetica-Bold').fontSize(20).text(pdfSafeText(text)).moveDown(0.5);
    },
    heading(text: string) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).text(pdfSafeText(text)).moveDown(0.3);
    },
    subheading(text: string) {
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(pdfSafeText(text)).moveDown(0.2);
    },
    line(label: string, value: string | null | undefined) {
      if (value === null || value === undefined || value === '') return;
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(pdfSafeText(value));
    },
    paragraph(text: string) {
      doc.font('Helvetica').fontSize(10).text(pdfSafeText(text)).moveDown(0.2);
    },
    none(text: string) {
      doc.font('Helvetica-Oblique').fontSize(10).text(pdfSafeText(text));
    },
  };
}

type Writer = ReturnType<typeof writer>;
type ExportedCase = SubjectExportDocument['cases'][number];

function writeCase(write: Writer, found: ExportedCase, document: SubjectExportDocument) {
  write.heading(`Case ${found.caseNumber}: ${found.clientName}`);
  write.line('Status now', found.status);
  write.line('Opened', when(found.openedAt));
  for (const field of found.fields) write.line(field.label, caseFieldText(field.format, field.value));

  write.subheading('Status history');
  for (const change of found.statusHistory) {
    const from = change.fromStatus ? `${change.fromStatus} to ` : '';
    write.paragraph(
      `${when(change.changedAt)}: ${from}${change.toStatus}${change.changedBy ? `, by ${change.changedBy}` : ''}${change.note ? `. ${change.note}` : ''}${change.refusalReason ? `. Reason: ${change.refusalReason}` : ''}`,
    );
  }

  write.subheading('Action diaries');
  if (found.diaries.length === 0) write.none('No action diaries.');
  for (const diary of found.diaries) {
    write.paragraph(`${diary.title}${diary.description ? `: ${diary.description}` : ''}`);
    for (const item of diary.items) {
      write.paragraph(
        `  ${when(item.scheduledAt)}: ${item.prefix} - ${item.description}${item.isCompleted ? ' (done)' : ''}${item.createdBy ? `, by ${item.createdBy}` : ''}`,
      );
      if (item.text) write.paragraph(`    ${item.text}`);
      if (item.fileName) write.paragraph(`    File: ${item.fileName}`);
    }
  }

  if (found.warningNotes) {
    write.subheading('Warning notes');
    if (found.warningNotes.length === 0) write.none('No warning notes.');
    for (const note of found.warningNotes) {
      write.paragraph(
        `${WARNING_NOTE_TYPE_LABELS[note.type]} (${WARNING_NOTE_SUBJECT_LABELS[note.subject].toLowerCase()}): ${note.text}. Review by ${when(note.reviewOn)}.`,
      );
    }
  }

  write.subheading('Grant and payments');
  const { grant } = found;
  if (!grant) write.none('No grant begun.');
  else {
    write.line('Grant', grant.state);
    write.line('Approved on', when(grant.approvedOn));
    write.line('Approved quote', pounds(grant.approvedQuotePence));
    write.line('Contribution', pounds(grant.contributionPence));
    write.line('Top-up', pounds(grant.topUpPence));
    write.line('Approved total', pounds(grant.approvedTotalPence));
    write.line('Paid so far', pounds(grant.paidPence));
  }
  for (const work of found.works)
    write.paragraph(`Work: ${work.description}${work.location ? ` (${work.location})` : ''}`);
  for (const quote of found.quotes)
    write.paragraph(
      `Quote: ${quote.contractor}, ${pounds(quote.amountPence)}, received ${when(quote.receivedOn)}`,
    );
  for (const payment of found.payments) {
    write.paragraph(
      `Payment: ${payment.kind}, ${pounds(payment.amountPence)} to ${payment.payeeName}, ${payment.state}${payment.paidOn ? `, paid ${when(payment.paidOn)}` : ''}`,
    );
  }

  write.subheading('Applicant portal');
  if (found.applicantAccess.length === 0) write.none('Nobody was invited to follow this case.');
  for (const access of found.applicantAccess) {
    write.paragraph(
      `${access.email}: invited ${when(access.invitedAt)}${access.acceptedAt ? `, accepted ${when(access.acceptedAt)}` : ''}${access.revokedAt ? `, ended ${when(access.revokedAt)}` : ''}`,
    );
  }

  write.subheading('Conversation with the applicant');
  if (found.repliesToApplicant.length === 0 && found.documentsAskedFor.length === 0)
    write.none('No replies sent and no documents asked for.');
  for (const reply of found.repliesToApplicant) {
    write.paragraph(`${when(reply.sentAt)}: reply${reply.by ? ` from ${reply.by}` : ''}`);
    write.paragraph(`    ${reply.text}`);
  }
  for (const asked of found.documentsAskedFor) {
    const what = asked.kind === 'OTHER' ? (asked.details ?? '') : DOCUMENT_REQUEST_KIND_LABELS[asked.kind];
    write.paragraph(
      `${when(asked.askedAt)}: asked for ${what}, due ${when(asked.dueOn)}: ${DOCUMENT_REQUEST_STATE_LABELS[asked.state]}${asked.reason ? ` (${asked.reason})` : ''}`,
    );
  }

  write.subheading('Files');
  const files = document.files.filter((file) => file.caseNumber === found.caseNumber);
  if (files.length === 0) write.none('No files.');
  for (const file of files) {
    write.paragraph(
      `${file.name} (${file.source}, ${when(file.uploadedAt)}): ${file.pathInZip ?? `not included. ${file.notIncludedBecause}`}`,
    );
  }
}

/**
 * summary.pdf: the export read as a person would, case by case, then the applicant accounts and
 * the audit entries about them. Written as the document is read into the ZIP.
 */
export function summaryPdf(document: SubjectExportDocument, options: { compress?: boolean } = {}) {
  const names = [...new Set(document.cases.map((found) => found.clientName))];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `Subject access: ${names.join(', ') || 'applicant account'}`,
      Author: document.heldBy ?? '',
    },
  });
  const write = writer(doc);
  write.title('Subject access request');
  write.line('Held by', document.heldBy);
  write.line('Exported', when(document.exportedAt));
  write.line(
    'Cases',
    document.cases.map((found) => `${found.caseNumber} (${found.clientName})`).join(', ') || 'None',
  );
  write.line(
    'Applicant accounts',
    document.applicantAccounts.map((account) => account.email).join(', ') || 'None',
  );
  write.paragraph(document.includesWarningNotes ? NOTES.warningNotesIn : NOTES.warningNotesOut);
  write.paragraph(NOTES.contents);

  for (const found of document.cases) writeCase(write, found, document);

  write.heading('Applicant accounts');
  if (document.applicantAccounts.length === 0) write.none('None chosen.');
  for (const account of document.applicantAccounts) {
    write.subheading(account.email);
    write.line('Name', `${account.firstName} ${account.lastName}`);
    write.line('Phone', account.phone);
    write.line('Account created', when(account.createdAt));
    write.line('Last signed in', when(account.lastLoginAt));
    write.line('Can sign in', account.isActive ? 'Yes' : 'No');
    for (const followed of account.casesFollowed) {
      write.paragraph(
        `Follows case ${followed.caseNumber}: invited ${when(followed.invitedAt)}${followed.acceptedAt ? `, accepted ${when(followed.acceptedAt)}` : ''}${followed.revokedAt ? `, ended ${when(followed.revokedAt)}` : ''}`,
      );
    }
    for (const sent of account.sentFromPortal) {
      write.paragraph(
        `Sent ${when(sent.sentAt)} on case ${sent.caseNumber}: ${sent.text ?? (sent.fileName ? `the file ${sent.fileName}` : sent.description)}`,
      );
    }
  }

  write.heading('Audit entries');
  if (document.auditEntries.length === 0) write.none('None.');
  for (const entry of document.auditEntries) {
    write.paragraph(
      `${when(entry.occurredAt)}: ${entry.actionLabel}${entry.actorName ? `, by ${entry.actorName}` : ''}`,
    );
  }
  doc.end();
  return doc;
}
