import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Who did what to which record, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * No foreign keys on purpose: a row must outlive what it names, and no cascade may touch it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: createdAt(),
    /** Null for an anonymous event such as a failed login for an unknown e-mail. */
    actorId: integer(),
    /** The platform admin behind an impersonated action. */
    onBehalfOfId: integer(),
    authorityId: integer(),
    action: text().notNull(),
    entityType: text(),
    entityId: text(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    ip: text(),
    requestId: text(),
  },
  (table) => [
    index('audit_log_authority_occurred_idx').on(table.authorityId, table.occurredAt),
    index('audit_log_actor_occurred_idx').on(table.actorId, table.occurredAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.occurredAt),
    // The audit viewer's date range and the platform dashboard's activity by day.
    index('audit_log_occurred_idx').on(table.occurredAt),
    // What a platform admin did while impersonating: few rows, so a partial index.
    index('audit_log_on_behalf_of_occurred_idx')
      .on(table.onBehalfOfId, table.occurredAt)
      .where(sql`${table.onBehalfOfId} is not null`),
  ],
);
