import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { recordIdSchema, timestampSchema } from './records';
import { singleLineText } from './text';

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** Actions the audit log records, for the viewer's filter; the filter accepts any text too. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login-failed',
  'auth.lockout',
  'auth.logout',
  'auth.password-change',
  'auth.password-check-failed',
  'auth.password-reset',
  'auth.password-reset-requested',
  'auth.refresh-token-reuse',
  'auth.session-ended-inactive',
  'profile.update',
  'profile.theme-mode',
  'user.create-first-admin',
  'admin.create',
  'admin.update',
  'admin.activate',
  'admin.deactivate',
  'admin.delete',
  'authority.create',
  'authority.update',
  'authority.activate',
  'authority.deactivate',
  'authority.delete',
  'authority-user.create',
  'authority-user.update',
  'authority-user.activate',
  'authority-user.deactivate',
  'authority-user.delete',
  'contractor.create',
  'contractor.update',
  'contractor.activate',
  'contractor.deactivate',
  'impersonation.start',
  'impersonation.end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Kinds of record the audit log names. */
export const AUDIT_ENTITY_TYPES = ['web_user', 'authority', 'contractor'] as const;

const isoDay = z.iso.date({ error: 'Give the date as yyyy-mm-dd' });

/**
 * `GET /audit`: newest first, a page at a time. Every filter is optional. `actorId` matches who
 * acted either as themselves or, impersonating, on behalf of someone; `actor` does the same by
 * part of a name or e-mail address, and `authority` by part of the authority's name. Days are Europe/London and
 * both ends are included. For the next page pass the answer's `nextCursor` as `before`.
 */
export const auditQuerySchema = z
  .object({
    actorId: recordIdSchema.optional(),
    actor: singleLineText().min(1).max(100, { error: 'Use at most 100 characters' }).optional(),
    authorityId: recordIdSchema.optional(),
    authority: singleLineText().min(1).max(100, { error: 'Use at most 100 characters' }).optional(),
    entityType: singleLineText().min(1).max(50).optional(),
    entityId: singleLineText().min(1).max(100).optional(),
    action: singleLineText().min(1).max(100).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    before: z.coerce
      .number({ error: 'Give the cursor as a number' })
      .int({ error: 'Give the cursor as a whole number' })
      .min(1, { error: 'Give a valid cursor' })
      .optional(),
    limit: z.coerce
      .number({ error: 'Give the limit as a number' })
      .int({ error: 'Give the limit as a whole number' })
      .min(1, { error: 'Ask for at least 1 event' })
      .max(AUDIT_PAGE_SIZE_MAX, { error: `Ask for at most ${AUDIT_PAGE_SIZE_MAX} events` })
      .default(AUDIT_PAGE_SIZE_DEFAULT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'The end date must not be before the start date',
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: timestampSchema,
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** Who acted (null: nobody signed in, e.g. a failed sign-in for an unknown address). */
  actor: personSchema.nullable(),
  /** The platform admin behind the actor, when impersonating. */
  onBehalfOf: personSchema.nullable(),
  authority: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEventSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: z.number().int().nullable(),
  limit: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit',
    summary: 'The audit log, newest first, filtered by actor, authority, entity, action and date',
    description:
      'actorId matches who acted, as themselves or on behalf of someone while impersonating. from and to are Europe/London days, both included. Pass nextCursor as before for the next page.',
    tag: 'admin',
    access: ACCESS.platformAdmin,
    query: auditQuerySchema,
    data: auditPageSchema,
    errors: [400, 401, 403],
  }),
};
