import type { FileScanStatus, StoredFile } from '@casekeeper/contract';
import { and, eq, type AnyColumn } from 'drizzle-orm';
import { files } from '../../db/schema';

/** The columns of a record's file (a payment's invoice…), read beside the record. */
export const recordFileColumns = {
  fileName: files.originalName,
  fileSizeBytes: files.sizeBytes,
  fileContentType: files.contentType,
  fileSha256: files.sha256,
  fileStorageKey: files.storageKey,
  fileScanStatus: files.scanStatus,
};

/** The left join of a record's file: a file of the record's own authority. */
export const recordFileJoin = (record: { authorityId: AnyColumn; fileId: AnyColumn }) =>
  and(eq(files.authorityId, record.authorityId), eq(files.id, record.fileId));

/** A record's row as read with its file's columns (all null when it has none). */
export type RecordFileRow = {
  fileId: string | null;
  fileName: string | null;
  fileSizeBytes: number | null;
  fileContentType: string | null;
  fileSha256: string | null;
  fileStorageKey: string | null;
  fileScanStatus: FileScanStatus | null;
};

/** A record's file as its row holds it, for sending or removing; null when it has none. */
export function storedFileOf(row: RecordFileRow) {
  const { fileId, fileName, fileSizeBytes, fileContentType, fileSha256, fileStorageKey, fileScanStatus } =
    row;
  if (fileId === null || fileName === null || fileSizeBytes === null || fileContentType === null) return null;
  if (fileSha256 === null || fileStorageKey === null || fileScanStatus === null) return null;
  return {
    id: fileId,
    name: fileName,
    sizeBytes: fileSizeBytes,
    contentType: fileContentType,
    sha256: fileSha256,
    storageKey: fileStorageKey,
    scanStatus: fileScanStatus,
  };
}

/** What the API shows of a record's file: what it is, never where it is kept. */
export function fileAnswerOf(row: RecordFileRow): StoredFile | null {
  const file = storedFileOf(row);
  return (
    file && {
      name: file.name,
      sizeBytes: file.sizeBytes,
      contentType: file.contentType,
      sha256: file.sha256,
      scanStatus: file.scanStatus,
    }
  );
}

/** What the audit log keeps of a record's file. */
export function auditedFileOf(row: RecordFileRow): { name: string; sha256: string } | null {
  const file = storedFileOf(row);
  return file && { name: file.name, sha256: file.sha256 };
}
