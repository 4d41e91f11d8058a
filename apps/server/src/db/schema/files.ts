import { FILE_SCAN_STATUSES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { createdAt, isOneOf, timestampTz } from './columns';
import { webUserIdColumn } from './web-users';

/** An uploaded file's metadata; the bytes live in file storage under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorityId: authorityIdColumn(),
    originalName: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Sniffed from the content, not taken from the upload's header. */
    contentType: text().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    uploadedById: webUserIdColumn(),
    createdAt: createdAt(),
    /**
     * Set on every upload (PENDING when a scanner is configured); files from before scanning began
     * are NOT_SCANNED, as are those uploaded while no scanner was configured.
     */
    scanStatus: text({ enum: FILE_SCAN_STATUSES }).notNull().default('NOT_SCANNED'),
    scannedAt: timestampTz(),
    /** When its bytes were removed under the retention schedule or a case's disposal; the row stays, nameless. */
    disposedAt: timestampTz(),
  },
  (table) => [
    unique('files_authority_id_id_key').on(table.authorityId, table.id),
    unique('files_storage_key_key').on(table.storageKey),
    check('files_size_bytes_check', sql`${table.sizeBytes} >= 0`),
    check('files_sha256_format', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
    check('files_scan_status_check', isOneOf(table.scanStatus, FILE_SCAN_STATUSES)),
    // The scan job's queue, and what a restart picks up again.
    index('files_pending_scan_idx')
      .on(table.createdAt)
      .where(sql`${table.scanStatus} = 'PENDING'`),
  ],
);
