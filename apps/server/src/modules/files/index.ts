// The rows of uploaded files, and sending them; the bytes are in platform/file-storage.
export { deleteStoredFiles, insertStoredFile } from './stored-file-repository';
export { sendStoredFile, type StoredFileToSend } from './send-stored-file';
export { LEFTOVER_AGE_MS, sweepLeftoverFiles } from './sweep-leftover-files';
export { removeStoredBytes } from './remove-stored-bytes';
export { withKeptUpload, type KeepUpload, type UploadDeps } from './keep-upload';
export { createFileScans, type FileScans } from './file-scans';
export { assertDownloadable } from './downloadable';
export { scanStoredFile, type ScanOutcome } from './scan-stored-file';
export { requeuePendingScans } from './requeue-pending-scans';
// A record's file read beside it (a payment's invoice): its columns, and what is shown and audited of it.
export {
  auditedFileOf,
  fileAnswerOf,
  recordFileColumns,
  recordFileJoin,
  storedFileOf,
  type RecordFileRow,
} from './record-file-columns';
