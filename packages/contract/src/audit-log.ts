import { z } from 'zod';
import { ACCESS } from './access-rules';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordIdSchema, timestampSchema } from './records';
import { singleLineText } from './text';

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** Actions the audit log records, each with the kind of record it names. */
export const AUDIT_ACTION_ENTITIES = {
  'auth.login': 'web_user',
  'auth.login-failed': 'web_user',
  'auth.lockout': 'web_user',
  'auth.logout': 'web_user',
  'auth.password-change': 'web_user',
  'auth.password-check-failed': 'web_user',
  'auth.password-reset': 'web_user',
  'auth.password-reset-requested': 'web_user',
  'auth.refresh-token-reuse': 'web_user',
  'auth.session-ended-inactive': 'web_user',
  'auth.second-factor-failed': 'web_user',
  'auth.first-factor-passed': 'web_user',
  'second-factor.added': 'web_user',
  'second-factor.removed': 'web_user',
  'second-factor.recovery-codes': 'web_user',
  'second-factor.recovery-code-used': 'web_user',
  'second-factor.passkey-added': 'web_user',
  'second-factor.passkey-removed': 'web_user',
  'second-factor.passkey-renamed': 'web_user',
  'authority.second-factor-policy': 'authority',
  'profile.update': 'web_user',
  'profile.theme-mode': 'web_user',
  'profile.email-change-requested': 'web_user',
  'profile.email-confirmed': 'web_user',
  'device.sign-out': 'web_user',
  'device.sign-out-others': 'web_user',
  'user.sign-out-everywhere': 'web_user',
  'user.create-first-admin': 'web_user',
  'admin.create': 'web_user',
  'admin.update': 'web_user',
  'admin.activate': 'web_user',
  'admin.deactivate': 'web_user',
  'admin.delete': 'web_user',
  'authority.create': 'authority',
  'authority.update': 'authority',
  'authority.activate': 'authority',
  'authority.deactivate': 'authority',
  'authority.delete': 'authority',
  'authority-user.create': 'web_user',
  'authority-user.update': 'web_user',
  'authority-user.activate': 'web_user',
  'authority-user.deactivate': 'web_user',
  'authority-user.delete': 'web_user',
  'contractor.create': 'contractor',
  'contractor.update': 'contractor',
  'contractor.activate': 'contractor',
  'contractor.deactivate': 'contractor',
  'impersonation.start': 'web_user',
  'impersonation.end': 'web_user',
  'user.invitation-resent': 'web_user',
  'case.create': 'case',
  'case.update': 'case',
  'case.status': 'case',
  'case.restriction': 'case',
  'case.link': 'case',
  'case.unlink': 'case',
  'case.export': 'authority',
  'diary.create': 'action_diary',
  'diary.update': 'action_diary',
  'diary.delete': 'action_diary',
  'warning-note.add': 'warning_note',
  'warning-note.update': 'warning_note',
  'warning-note.remove': 'warning_note',
  'authority.retention-schedule': 'authority',
  'disposal.review': 'authority',
  'disposal.keep': 'case',
  'disposal.dispose': 'case',
  'disposal.batch': 'authority',
  'disposal.files': 'case',
  'disposal.applicant-account': 'web_user',
  'action-item.create': 'action_item',
  'action-item.update': 'action_item',
  'action-item.complete': 'action_item',
  'action-item.reopen': 'action_item',
  'action-item.dismiss': 'action_item',
  'action-item.delete': 'action_item',
  'action-item.file-download': 'action_item',
  'action-item.seen': 'action_item',
  'case-document.add': 'case',
  'case-document.delete': 'case',
  'case-document.download': 'case',
  'applicant.invite': 'case',
  'applicant.revoke': 'case',
  'applicant.accept': 'case',
  'portal.case-view': 'case',
  'portal.login': 'web_user',
  'portal.login-failed': 'web_user',
  'portal.message': 'action_item',
  'portal.document': 'action_item',
  'clock.create': 'clock_definition',
  'clock.update': 'clock_definition',
  'clock.delete': 'clock_definition',
  'clock.nation': 'authority',
  'closure-day.add': 'closure_day',
  'closure-day.delete': 'closure_day',
  'bank-holidays.load': 'bank_holiday_calendar',
  'bank-holiday.add': 'bank_holiday_calendar',
  'bank-holiday.remove': 'bank_holiday_calendar',
  'authority-choice.add': 'authority_choice',
  'authority-choice.update': 'authority_choice',
  'grant.work-add': 'case',
  'grant.work-update': 'case',
  'grant.work-remove': 'case',
  'grant.works-order': 'case',
  'grant.quote-add': 'case',
  'grant.quote-update': 'case',
  'grant.quote-remove': 'case',
  'grant.quote-file': 'case',
  'grant.quote-file-download': 'case',
  'grant.quote-accept': 'case',
  'grant.propose': 'case',
  'grant.approve': 'case',
  'grant.settings': 'authority',
  'grant.variation-add': 'case',
  'grant.variation-approve': 'case',
  'grant.variation-reject': 'case',
  'grant.variation-file': 'case',
  'grant.variation-file-download': 'case',
  'payment.request': 'case',
  'payment.authorise': 'case',
  'payment.reject': 'case',
  'payment.paid': 'case',
  'payment.file': 'case',
  'payment.file-download': 'case',
  'file.infected': 'file',
  'subject-access.search': 'authority',
  'subject-access.export': 'authority',
  'spend.allocation': 'authority',
  'spend.allocation-change': 'authority',
  'auth.sso-failed': 'web_user',
  'identity-provider.save': 'identity_provider',
  'identity-provider.remove': 'identity_provider',
} as const;

/**
 * Each action in plain words, for the viewer's column and filter: the one place they are worded.
 * A row's action not listed here (written by an older version) shows its code.
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login-failed': 'Sign-in failed',
  'auth.lockout': 'Account locked after failed sign-ins',
  'auth.logout': 'Signed out',
  'auth.password-change': 'Password changed',
  'auth.password-check-failed': 'Current password wrong',
  'auth.password-reset': 'Password reset',
  'auth.password-reset-requested': 'Password reset asked for',
  'auth.refresh-token-reuse': 'Old sign-in token reused',
  'auth.session-ended-inactive': 'Signed out after inactivity',
  'auth.second-factor-failed': 'Second factor refused',
  'auth.first-factor-passed': 'Password or single sign-on accepted; second factor asked for',
  'second-factor.added': 'Authenticator app set up',
  'second-factor.removed': 'Authenticator app removed',
  'second-factor.recovery-codes': 'New recovery codes made',
  'second-factor.recovery-code-used': 'Recovery code used to sign in',
  'second-factor.passkey-added': 'Passkey added',
  'second-factor.passkey-removed': 'Passkey removed',
  'second-factor.passkey-renamed': 'Passkey renamed',
  'authority.second-factor-policy': 'Second factor policy changed',
  'profile.update': 'Profile changed',
  'profile.theme-mode': 'Theme changed (no longer recorded)',
  'profile.email-change-requested': 'New e-mail address asked for',
  'profile.email-confirmed': 'New e-mail address confirmed',
  'device.sign-out': 'Signed out one of their devices',
  'device.sign-out-others': 'Signed out everywhere else',
  'user.sign-out-everywhere': 'Signed out everywhere by an administrator',
  'user.create-first-admin': 'First platform admin created',
  'admin.create': 'Platform admin added',
  'admin.update': 'Platform admin changed',
  'admin.activate': 'Platform admin activated',
  'admin.deactivate': 'Platform admin deactivated',
  'admin.delete': 'Platform admin deleted',
  'authority.create': 'Authority added',
  'authority.update': 'Authority changed',
  'authority.activate': 'Authority activated',
  'authority.deactivate': 'Authority deactivated',
  'authority.delete': 'Authority deleted',
  'authority-user.create': 'Authority user added',
  'authority-user.update': 'Authority user changed',
  'authority-user.activate': 'Authority user activated',
  'authority-user.deactivate': 'Authority user deactivated',
  'authority-user.delete': 'Authority user deleted',
  'contractor.create': 'Contractor added',
  'contractor.update': 'Contractor changed',
  'contractor.activate': 'Contractor activated',
  'contractor.deactivate': 'Contractor deactivated',
  'impersonation.start': 'Signed in as another user',
  'impersonation.end': 'Stopped signing in as another user',
  'user.invitation-resent': 'Invitation sent again',
  'case.create': 'Case opened',
  'case.update': 'Case changed',
  'case.status': 'Case status changed',
  'case.restriction': 'Case restricted to named people, or the restriction changed',
  'case.link': 'Case linked to another case',
  'case.unlink': 'Link to another case removed',
  'case.export': 'Cases exported',
  'diary.create': 'Action diary added',
  'diary.update': 'Action diary changed',
  'diary.delete': 'Action diary deleted',
  'warning-note.add': 'Warning note added',
  'warning-note.update': 'Warning note changed',
  'warning-note.remove': 'Warning note removed',
  'authority.retention-schedule': 'Retention schedule changed',
  'disposal.review': 'Cases put in the disposal review',
  'disposal.keep': 'Case kept past its retention date',
  'disposal.dispose': 'Case disposed of under the retention schedule',
  'disposal.batch': 'Bulk disposal started',
  'disposal.files': "Case's files disposed of under the retention schedule",
  'disposal.applicant-account': 'Applicant account disposed of under the retention schedule',
  'action-item.create': 'Action item added',
  'action-item.update': 'Action item changed',
  'action-item.complete': 'Action item completed',
  'action-item.reopen': 'Action item reopened',
  'action-item.dismiss': 'Alarm dismissed',
  'action-item.delete': 'Action item deleted',
  'action-item.file-download': 'File downloaded',
  'action-item.seen': 'What the applicant sent marked as seen',
  'case-document.add': 'Document filed on the case',
  'case-document.delete': 'Document deleted from the case',
  'case-document.download': 'Document downloaded',
  'applicant.invite': 'Applicant invited',
  'applicant.revoke': "Applicant's access ended",
  'applicant.accept': 'Applicant accepted the invitation',
  'portal.case-view': 'Applicant viewed their case',
  'portal.login': 'Applicant signed in',
  'portal.login-failed': 'Applicant sign-in failed',
  'portal.message': 'Applicant sent a message',
  'portal.document': 'Applicant sent a document',
  'clock.create': 'Clock added',
  'clock.update': 'Clock changed',
  'clock.delete': 'Clock deleted',
  'clock.nation': "Authority's nation changed",
  'closure-day.add': 'Closure day added',
  'closure-day.delete': 'Closure day removed',
  'bank-holidays.load': 'Bank holidays loaded from a file',
  'bank-holiday.add': 'Bank holiday added',
  'bank-holiday.remove': 'Bank holiday removed',
  'authority-choice.add': 'List entry added',
  'authority-choice.update': 'List entry changed',
  'grant.work-add': 'Works item added',
  'grant.work-update': 'Works item changed',
  'grant.work-remove': 'Works item removed',
  'grant.works-order': 'Schedule of works reordered',
  'grant.quote-add': 'Quote recorded',
  'grant.quote-update': 'Quote changed',
  'grant.quote-remove': 'Quote removed',
  'grant.quote-file': 'Quote document attached',
  'grant.quote-file-download': 'Quote document downloaded',
  'grant.quote-accept': 'Quote accepted',
  'grant.propose': 'Grant proposed for approval',
  'grant.approve': 'Grant approved',
  'grant.settings': 'Grant settings changed',
  'grant.variation-add': 'Variation recorded',
  'grant.variation-approve': 'Variation approved',
  'grant.variation-reject': 'Variation rejected',
  'grant.variation-file': 'Variation document attached',
  'grant.variation-file-download': 'Variation document downloaded',
  'payment.request': 'Payment requested',
  'payment.authorise': 'Payment authorised',
  'payment.reject': 'Payment rejected',
  'payment.paid': 'Payment marked paid',
  'payment.file': 'Invoice attached',
  'payment.file-download': 'Invoice downloaded',
  'file.infected': 'Upload refused: a virus was found',
  'subject-access.search': 'Searched for a person (subject access)',
  'subject-access.export': "Exported a person's data (subject access)",
  'spend.allocation': 'Allocation recorded',
  'spend.allocation-change': 'Allocation changed in year',
  'auth.sso-failed': 'Single sign-on refused',
  'identity-provider.save': 'Single sign-on provider saved',
  'identity-provider.remove': 'Single sign-on provider removed',
};

/** An action in plain words; one not in the catalogue, its code. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

/** For the viewer's filter; the filter accepts any text too. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_ENTITIES) as (keyof typeof AUDIT_ACTION_ENTITIES)[];
export type AuditAction = keyof typeof AUDIT_ACTION_ENTITIES;

/** Kinds of record the audit log names. */
export const AUDIT_ENTITY_TYPES = [
  'web_user',
  'authority',
  'contractor',
  'case',
  'action_diary',
  'action_item',
  'warning_note',
  'clock_definition',
  'closure_day',
  'bank_holiday_calendar',
  'authority_choice',
  'identity_provider',
  'file',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Each kind of record in plain words: a row whose record is not found names it by these and its number. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  web_user: 'User',
  authority: 'Authority',
  contractor: 'Contractor',
  case: 'Case',
  action_diary: 'Action diary',
  action_item: 'Action item',
  warning_note: 'Warning note',
  clock_definition: 'Clock',
  closure_day: 'Closure day',
  bank_holiday_calendar: 'Bank holidays',
  authority_choice: 'List entry',
  identity_provider: 'Single sign-on provider',
  file: 'Uploaded file',
};

const isoDay = calendarDaySchema('Give the date as yyyy-mm-dd');

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
  /**
   * The record the row is about, by what people call it: a case's number, a person's name (an
   * applicant's withheld from platform admins), an authority's or contractor's name. Null when the
   * record is of another kind or no longer there: the viewer then names it by kind and number.
   */
  target: z.string().nullable(),
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
