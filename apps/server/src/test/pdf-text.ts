import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit with its standard fonts shows: each content stream inflated,
 * and the hex strings of its TJ operators read as Latin-1, one line per operator. Enough to see
 * what a summary says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /<<([^>]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // a font or image stream, not text
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((chunk) => chunk[1] ?? '')
        .join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
