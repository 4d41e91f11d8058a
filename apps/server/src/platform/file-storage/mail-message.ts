import { open } from 'node:fs/promises';
import { readsAsText } from './text-controls';

/** How far into the file the header block must end: real headers run to a few kilobytes. */
const HEADER_BLOCK_LIMIT = 64 * 1024;
/** A header field's start (RFC 5322 §2.2): a name of printable ASCII but the colon, then a colon. */
const FIELD_START = /^[\x21-\x39\x3b-\x7e]+:/;
/** A folded header's continuation line starts with white space. */
const CONTINUATION = /^[ \t]/;

/** The header block's field names, lower-cased; undefined when the start is not a header block. */
function headerFieldNames(start: string, wholeFile: boolean): string[] | undefined {
  const lines = start.split(/\r?\n/);
  const names: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (line === '') return names.length > 0 ? names : undefined;
    const field = FIELD_START.exec(line);
    if (field) names.push(field[0].slice(0, -1).toLowerCase());
    else if (index === 0 || !CONTINUATION.test(line)) return undefined;
  }
  // No blank line: a message of headers alone, if the file ended here.
  return wholeFile && names.length > 0 ? names : undefined;
}

/**
 * A saved e-mail (.eml, RFC 5322) has no magic number; its signature is its shape. It is taken
 * as one when the file starts with a header block, every line up to the first blank one a
 * "Name: value" field or a folded continuation, that holds From and Date (the two fields RFC
 * 5322 requires of every message), and the whole file reads as text (mail carries no NULs or
 * other controls; its body may be 8-bit in any charset, so UTF-8 is not asked). A script, a web
 * page or a program does not start that way, whatever it is called.
 */
export async function isMailMessage(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  let start: Buffer;
  let size: number;
  try {
    size = (await file.stat()).size;
    start = Buffer.alloc(Math.min(size, HEADER_BLOCK_LIMIT));
    await file.read(start, 0, start.length, 0);
  } finally {
    await file.close();
  }
  const names = headerFieldNames(start.toString('latin1'), size <= HEADER_BLOCK_LIMIT);
  if (!names?.includes('from') || !names.includes('date')) return false;
  return readsAsText(path, { utf8: false });
}
