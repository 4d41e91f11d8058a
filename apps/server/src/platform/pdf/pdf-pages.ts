import PDFDocument from 'pdfkit';
import { pdfSafeText } from './pdf-safe-text';

/** A4 with 2 cm margins, and room at the foot for the footer and the page number. */
export const PAGE = { margin: 57, footerHeight: 40 } as const;
export const BODY_FONT_SIZE = 11;

/** A new A4 PDF whose pages are kept until `finishPdf`, so each can be numbered "Page 1 of 3". */
export function openPdf(info: { title: string; author: string }): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE.margin,
      left: PAGE.margin,
      right: PAGE.margin,
      bottom: PAGE.margin + PAGE.footerHeight,
    },
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: pdfSafeText(info.title), Author: pdfSafeText(info.author) },
  });
}

/** The width text runs across. */
export const textWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The lowest point text may reach on this page. */
const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/**
 * Writes a paragraph so that no page ends with its first line alone (an orphan) nor starts with
 * its last line alone (a widow): when it would, the paragraph starts on the next page instead.
 * `keepWithNext` lines of the paragraph after must fit too (a heading with its first lines).
 */
export function writeParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { font?: string; size?: number; gapAfter?: number; keepWithNextLines?: number } = {},
): void {
  const { font = 'Helvetica', size = BODY_FONT_SIZE, gapAfter = 0.8, keepWithNextLines = 0 } = options;
  const safe = pdfSafeText(text);
  doc.font(font).fontSize(size);
  const width = textWidth(doc);
  const lineHeight = doc.currentLineHeight(true);
  const lines = Math.max(1, Math.round(doc.heightOfString(safe, { width }) / lineHeight));
  const room = Math.floor((bottomOf(doc) - doc.y) / lineHeight);
  const needed = lines + keepWithNextLines;
  const splits = needed > room;
  const badSplit = room < 2 || lines - room < 2 || (keepWithNextLines > 0 && lines <= room);
  if (splits && badSplit && doc.y > doc.page.margins.top) doc.addPage();
  doc.text(safe, doc.page.margins.left, doc.y, { width, lineGap: 1.5 });
  doc.moveDown(gapAfter);
}

/**
 * Ends the PDF: every page gets the footer text and, when there is more than one, its number
 * ("Page 2 of 3"); answers the number of pages.
 */
export function finishPdf(doc: PDFKit.PDFDocument, footer: string): number {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Written inside the bottom margin: with it at 0, no line there starts a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = textWidth(doc);
    const y = doc.page.height - PAGE.margin - PAGE.footerHeight / 2;
    doc.font('Helvetica').fontSize(8).fillColor('#444444');
    if (footer)
      doc.text(pdfSafeText(footer), PAGE.margin, y, { width, align: 'left', lineBreak: true, height: 24 });
    if (count > 1) {
      doc.text(`Page ${index - start + 1} of ${count}`, PAGE.margin, y + 20, { width, align: 'right' });
    }
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
  }
  doc.flushPages();
  doc.end();
  return count;
}

/** The whole PDF as bytes, once written. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
