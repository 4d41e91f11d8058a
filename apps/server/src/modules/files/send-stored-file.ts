import type { FastifyReply } from 'fastify';
import { attachmentDisposition, downloadFileName } from '../../platform/file-storage/file-names';
import type { FileScanStatus } from '@casekeeper/contract';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { assertDownloadable } from './downloadable';

export type StoredFileToSend = {
  storageKey: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  scanStatus: FileScanStatus;
};

/** Plain text is sent as what it was checked to be: UTF-8. */
function contentTypeHeader(contentType: string): string {
  return contentType === 'text/plain' ? 'text/plain; charset=utf-8' : contentType;
}

/**
 * Sends a stored file for saving, never showing: as an attachment under a safe name ending in its
 * type's extension, with the type sniffed at upload, and nosniff so a browser believes that type.
 */
export function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFileToSend) {
  // The use case refused it before recording the download; this is the last line of defence.
  assertDownloadable(file);
  return reply
    .header('content-type', contentTypeHeader(file.contentType))
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', attachmentDisposition(downloadFileName(file.name, file.contentType)))
    .header('x-content-type-options', 'nosniff')
    .send(storage.read(file.storageKey));
}
