import { ALLOWED_FILE_TYPES, type AllowedContentType } from '@casekeeper/contract';
import { fileTypeFromFile } from 'file-type';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { readRootStreamNames } from './compound-file-directory';

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_FILE_TYPES.map((type) => type.contentType));

/** The container of legacy Word and Excel files, and of MSI installers too. */
const COMPOUND_FILE = 'application/x-cfb';

/**
 * Which program wrote a compound file, by the stream it always writes at the root of the
 * file's directory (Excel 5 and 95 wrote "Book"). Anything else in that container is refused.
 */
const LEGACY_OFFICE_STREAMS: readonly { contentType: AllowedContentType; stream: string }[] = [
  { contentType: 'application/msword', stream: 'WordDocument' },
  { contentType: 'application/vnd.ms-excel', stream: 'Workbook' },
  { contentType: 'application/vnd.ms-excel', stream: 'Book' },
];

async function legacyOfficeType(path: string): Promise<AllowedContentType | undefined> {
  const file = await open(path, 'r');
  try {
    const streams = (await readRootStreamNames(file)) ?? [];
    return LEGACY_OFFICE_STREAMS.find(({ stream }) => streams.includes(stream))?.contentType;
  } finally {
    await file.close();
  }
}

/** Tab, line feed, form feed and carriage return: the only control characters text holds. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function hasBinaryControls(chunk: Buffer): boolean {
  for (const byte of chunk) if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) return true;
  return false;
}

/**
 * Plain text has no signature to sniff, so it is what is named as text and reads as it: a name
 * ending in .txt, no signature of another type, every byte valid UTF-8, and no control character
 * but tab, line breaks and form feed (binary formats are full of NULs and other controls).
 */
async function isPlainText(path: string, name: string): Promise<boolean> {
  if (!name.toLowerCase().endsWith('.txt')) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (hasBinaryControls(chunk)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a received file, read from its bytes and found on the allow-list; undefined when it
 * is not allowed. The name the uploader gave counts only for plain text, which has no signature.
 */
export async function sniffContentType(path: string, name: string): Promise<AllowedContentType | undefined> {
  const detected = await fileTypeFromFile(path);
  if (detected?.mime === COMPOUND_FILE) return legacyOfficeType(path);
  if (detected) return ALLOWED.has(detected.mime) ? (detected.mime as AllowedContentType) : undefined;
  return (await isPlainText(path, name)) ? 'text/plain' : undefined;
}
