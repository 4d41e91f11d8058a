import { ALLOWED_FILE_EXTENSIONS, FILE_MESSAGES, MAX_FILE_BYTES } from '@casekeeper/contract';

/** For the file picker: the extensions the server accepts, as `.pdf,.png,…`. */
export const FILE_ACCEPT = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Why a chosen file would be refused, before a byte is sent (the server's own rules and messages:
 * its size, and a name ending as an allowed kind's); null when it may go. The server still reads
 * the kind from the bytes, so a renamed file is refused there with the same message.
 */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  if (!(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return FILE_MESSAGES.unsupportedType;
  }
  return null;
}

/** A file's size for people: 940 bytes, 12 KB, 3.4 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
