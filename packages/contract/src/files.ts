import { z } from 'zod';
import { MAX_FILE_BYTES } from './constants';

/**
 * The kinds of file an action item may carry, each with the names it may end in. The server
 * decides the kind from the bytes, never from the name or the upload's header; the web client
 * checks the name first only to spare a person a wasted upload.
 */
export const ALLOWED_FILE_TYPES = [
  { contentType: 'application/pdf', extensions: ['pdf'] },
  { contentType: 'image/png', extensions: ['png'] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { contentType: 'image/gif', extensions: ['gif'] },
  { contentType: 'image/webp', extensions: ['webp'] },
  // iPhone photos: HEIC is HEIF holding HEVC; some cameras write plain HEIF (brand mif1).
  { contentType: 'image/heic', extensions: ['heic', 'heif'] },
  { contentType: 'image/heif', extensions: ['heif', 'heic'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  { contentType: 'application/msword', extensions: ['doc'] },
  { contentType: 'application/vnd.ms-excel', extensions: ['xls'] },
  { contentType: 'application/vnd.ms-outlook', extensions: ['msg'] },
  { contentType: 'message/rfc822', extensions: ['eml'] },
  { contentType: 'text/plain', extensions: ['txt'] },
] as const;

export type AllowedContentType = (typeof ALLOWED_FILE_TYPES)[number]['contentType'];

/** The extensions of every allowed kind, once each, for a file picker's `accept`. */
export const ALLOWED_FILE_EXTENSIONS = [...new Set(ALLOWED_FILE_TYPES.flatMap((type) => type.extensions))];

/**
 * Where a file stands with the virus scanner (docs/personal-data.md, "Scanned uploads"): PENDING
 * until scanned, and not downloadable meanwhile; CLEAN once passed; INFECTED when refused (its
 * bytes are removed); NOT_SCANNED when no scanner was configured as it was uploaded.
 */
export const FILE_SCAN_STATUSES = ['PENDING', 'CLEAN', 'INFECTED', 'NOT_SCANNED'] as const;
export type FileScanStatus = (typeof FILE_SCAN_STATUSES)[number];

/** Whether a file in this state may be downloaded: never while being checked, nor once refused. */
export const isDownloadableScanStatus = (status: FileScanStatus) =>
  status === 'CLEAN' || status === 'NOT_SCANNED';

/** An item's file as the API shows it: what it is, never where it is kept. */
export const storedFileSchema = z.object({
  name: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
  /** Only CLEAN and NOT_SCANNED files can be downloaded (FILE_MESSAGES.beingChecked, .infected). */
  scanStatus: z.enum(FILE_SCAN_STATUSES),
});
export type StoredFile = z.output<typeof storedFileSchema>;

/** How many uploads one user may send at once; another is refused (429) until one ends. */
export const MAX_UPLOADS_AT_ONCE = 3;

const MAX_FILE_MEGABYTES = MAX_FILE_BYTES / (1024 * 1024);

export const FILE_MESSAGES = {
  missing: 'Choose a file to attach.',
  empty: 'The file is empty. Choose a file with something in it.',
  tooLarge: `Files can be at most ${MAX_FILE_MEGABYTES} MB.`,
  unsupportedType:
    'Only PDF, images (PNG, JPEG, GIF, WebP, HEIC), Word, Excel and PowerPoint documents, Outlook and other e-mails (.msg, .eml) and plain text (.txt) files can be attached.',
  notMultipart: 'Send the item as multipart/form-data, its file in the part named "file".',
  oneFileOnly: 'Attach one file at a time.',
  stalled: 'The upload stopped arriving. Check the connection and send it again.',
  tooSlow: 'The upload took too long. Check the connection and send it again.',
  tooManyAtOnce: `You are sending ${MAX_UPLOADS_AT_ONCE} files already. Send this one when one of them is done.`,
  beingChecked: 'This file is still being checked for viruses. Try again in a minute.',
  infected: 'This file was refused: a virus was found in it, and it has been removed.',
  portalUploadsOff:
    'Documents cannot be sent from here at the moment. Please contact your case officer to send it another way.',
} as const;
