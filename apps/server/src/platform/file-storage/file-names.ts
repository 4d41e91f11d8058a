import { ALLOWED_FILE_TYPES } from '@casekeeper/contract';

const MAX_NAME_LENGTH = 200;
const FALLBACK_NAME = 'file';
/** Controls, format characters (bidi overrides that make "gpj.exe" read as "exe.jpg") and separators. */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name an upload is remembered by: its last path segment only (never a directory), without
 * control or format characters, at most 200 characters with its extension kept. It is shown and
 * offered when downloading, and never used on disk.
 */
export function storedFileName(clientName: string | undefined): string {
  const lastSegment = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned === '') return FALLBACK_NAME;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const tail = extension.length > 0 && extension.length < 10 ? `.${extension}` : '';
  // Never half a character: a cut between a surrogate pair drops the first half too.
  const kept = cleaned.slice(0, MAX_NAME_LENGTH - tail.length).replace(/[\uD800-\uDBFF]$/, '');
  return `${kept}${tail}`;
}

/**
 * The name a file is downloaded as: its stored name, ending in an extension of the type it was
 * sniffed as, so a program opening it by its name opens what it is ("notes.html" holding a PDF
 * arrives as "notes.html.pdf").
 */
export function downloadFileName(storedName: string, contentType: string): string {
  const type = ALLOWED_FILE_TYPES.find((candidate) => candidate.contentType === contentType);
  if (!type) return storedName;
  const extensions: readonly string[] = type.extensions;
  return extensions.includes(extensionOf(storedName)) ? storedName : `${storedName}.${type.extensions[0]}`;
}

/** RFC 5987's encoding: percent-encoded UTF-8 of all but the few characters it allows bare. */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition that makes the browser save the file (RFC 6266): `filename` in plain
 * ASCII for old clients, with anything else (and quotes, backslashes, percent signs) as `_`,
 * and the exact name in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtendedValue(name)}`;
}
