import type { LetterPreview } from '@casekeeper/contract';
import { pdfSafeText } from '../../platform/pdf/pdf-safe-text';
import { finishPdf, openPdf, PAGE, pdfBytes, textWidth, writeParagraph } from '../../platform/pdf/pdf-pages';

/** The letter's paragraphs: blank lines part them; a single line break stays a line break. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+\n/g, '\n').trim())
    .filter((paragraph) => paragraph !== '');

/** The letterhead, top right: the authority's name in bold, its address and contact lines. */
function writeLetterhead(doc: PDFKit.PDFDocument, letterhead: LetterPreview['letterhead']) {
  const width = textWidth(doc);
  doc.font('Helvetica-Bold').fontSize(15).text(pdfSafeText(letterhead.name), PAGE.margin, PAGE.margin, {
    width,
    align: 'right',
  });
  doc.moveDown(0.3).font('Helvetica').fontSize(9.5);
  const contact = [
    ...letterhead.addressLines,
    letterhead.phone ? `Telephone: ${letterhead.phone}` : '',
    letterhead.email ? `E-mail: ${letterhead.email}` : '',
  ].filter((line) => line !== '');
  for (const line of contact) doc.text(pdfSafeText(line), { width, align: 'right' });
  const ruleY = doc.y + 8;
  doc
    .moveTo(PAGE.margin, ruleY)
    .lineTo(PAGE.margin + width, ruleY)
    .lineWidth(0.75)
    .strokeColor('#1f4e79')
    .stroke();
  doc.y = ruleY + 18;
}

/**
 * A letter as a PDF: the letterhead, the client's address block, the date, then the body's
 * paragraphs, none of them leaving a lone line at a page's foot or head; the footer on every page
 * and page numbers when there is more than one. Answers the bytes and the number of pages.
 */
export async function letterPdf(letter: LetterPreview): Promise<{ bytes: Buffer; pages: number }> {
  const doc = openPdf({ title: letter.title, author: letter.letterhead.name });
  const bytes = pdfBytes(doc);
  writeLetterhead(doc, letter.letterhead);
  const top = doc.y;
  doc.font('Helvetica').fontSize(11);
  for (const line of letter.addressBlock) doc.text(pdfSafeText(line), PAGE.margin, doc.y, { width: 260 });
  const afterAddress = doc.y;
  doc.text(pdfSafeText(letter.date), PAGE.margin, top, { width: textWidth(doc), align: 'right' });
  doc.y = Math.max(afterAddress, doc.y) + 28;
  const paragraphs = paragraphsOf(letter.text);
  paragraphs.forEach((paragraph, index) => {
    const next = paragraphs[index + 1];
    // A one-line paragraph (a heading, "Yours sincerely") stays with the start of the next.
    const isShort = !paragraph.includes('\n') && paragraph.length < 90;
    // The one line after "Dear …" is the letter's subject, printed bold as UK letters do.
    const isSubject = index === 1 && isShort && /^dear\b/i.test(paragraphs[0] ?? '');
    writeParagraph(doc, paragraph, {
      font: isSubject ? 'Helvetica-Bold' : 'Helvetica',
      keepWithNextLines: isShort && next ? 2 : 0,
    });
  });
  const pages = finishPdf(doc, letter.letterhead.footer);
  return { bytes: await bytes, pages };
}
