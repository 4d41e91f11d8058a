import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { createdAt } from './columns';
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
  },
  (table) => [
    unique('files_authority_id_id_key').on(table.authorityId, table.id),
    unique('files_storage_key_key').on(table.storageKey),
    check('files_size_bytes_check', sql`${table.sizeBytes} >= 0`),
    check('files_sha256_format', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
