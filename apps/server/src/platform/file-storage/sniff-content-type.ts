import { ALLOWED_FILE_TYPES, type AllowedContentType } from '@casekeeper/contract';
import { fileTypeFromFile } from 'file-type';
import { compoundFileType } from './compound-file-type';
import { isMailMessage } from './mail-message';
import { readsAsText } from './text-controls';

/** The container of legacy Word and Excel files and Outlook messages, and of MSI installers too. */
const COMPOUND_FILE = 'application/x-cfb';

/**
 * Allowed types that only our own readers grant, never file-type's answer: its name for an
 * Outlook mailbox (.pst) is the same as for one message, and the rest have no signature of theirs.
 */
const OWN_READERS_ONLY: ReadonlySet<string> = new Set<AllowedContentType>([
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-outlook',
  'message/rfc822',
  'text/plain',
]);

const BY_SIGNATURE: ReadonlySet<string> = new Set(
  ALLOWED_FILE_TYPES.map((type) => type.contentType).filter((type) => !OWN_READERS_ONLY.has(type)),
);

/**
 * Plain text has no signature to sniff, so it is what is named as text and reads as it: a name
 * ending in .txt, no signature of another type, every byte valid UTF-8, and no control character
 * but tab, line breaks and form feed.
 */
async function isPlainText(path: string, name: string): Promise<boolean> {
  return name.toLowerCase().endsWith('.txt') && readsAsText(path, { utf8: true });
}

/**
 * The type of a received file, read from its bytes and found on the allow-list; undefined when it
 * is not allowed. The name the uploader gave counts only for plain text, which has no signature.
 */
export async function sniffContentType(path: string, name: string): Promise<AllowedContentType | undefined> {
  const detected = await fileTypeFromFile(path);
  if (detected?.mime === COMPOUND_FILE) return compoundFileType(path);
  if (detected) return BY_SIGNATURE.has(detected.mime) ? (detected.mime as AllowedContentType) : undefined;
  if (await isMailMessage(path)) return 'message/rfc822';
  return (await isPlainText(path, name)) ? 'text/plain' : undefined;
}
