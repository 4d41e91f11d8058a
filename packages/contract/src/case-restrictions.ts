import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseIdParamsSchema } from './cases';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema } from './records';
import { authorityRoleSchema } from './roles';

/**
 * Restricted cases (issue 38): an authority ADMIN restricts a case to named people (a member of
 * staff's own relative, a high-profile case). Nobody else in the authority reaches it: not in
 * lists, search, alarms or exports, and a direct request is a 404. Totals still count it.
 */

/** More people than any case is restricted to. */
export const CASE_RESTRICTION_USERS_MAX = 50;

/** A person a case may be restricted to: an active member of the authority's staff. */
export const caseRestrictionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: authorityRoleSchema,
});
export type CaseRestrictionUser = z.output<typeof caseRestrictionUserSchema>;

/** `GET /case/{caseId}/restriction`. */
export const caseRestrictionSchema = z.object({
  /** Whether only `users` may see the case; otherwise anyone in the authority who may see cases. */
  restricted: z.boolean(),
  /** Whom it is restricted to, by name (none when it is not restricted). */
  users: z.array(caseRestrictionUserSchema),
  /** Whom it could be restricted to: the authority's active staff, by name. */
  choices: z.array(caseRestrictionUserSchema),
});
export type CaseRestriction = z.output<typeof caseRestrictionSchema>;

export const CASE_RESTRICTION_MESSAGES = {
  tooMany: `Choose at most ${CASE_RESTRICTION_USERS_MAX} people`,
  repeated: 'Choose each person once',
  notStaff: 'Choose people from the list: active staff of this authority',
  officerMissing: (name: string) =>
    `Include ${name}: the case is assigned to them. Reassign the case first to leave them out.`,
  adminMissing: 'Include at least one administrator of the authority, so that someone can change this later',
  restricted: (caseNumber: string, count: number) =>
    `Case ${caseNumber} can now be seen only by the ${count === 1 ? 'person' : `${count} people`} chosen.`,
  lifted: (caseNumber: string) =>
    `Case ${caseNumber} is no longer restricted: anyone in the authority who may see cases can see it.`,
  unchanged: 'Nothing has changed.',
  assignNotNamed:
    'This case is restricted: assign it to one of the people it is restricted to, or change the restriction first',
} as const;

/** `POST /case/{caseId}/restriction`: everyone who may see the case; an empty list lifts the restriction. */
export const caseRestrictionRequestSchema = z.object({
  userIds: z
    .array(recordIdSchema, { error: 'Give the people as a list of user ids' })
    .max(CASE_RESTRICTION_USERS_MAX, { error: CASE_RESTRICTION_MESSAGES.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: CASE_RESTRICTION_MESSAGES.repeated }),
});
export type CaseRestrictionRequest = z.input<typeof caseRestrictionRequestSchema>;

const tag = 'cases';

/** Who may see a restricted case: the authority's ADMINs decide, for the cases they can see. */
export const caseRestrictionEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/restriction',
    summary: 'Whether a case is restricted, to whom, and whom it could be restricted to',
    description:
      "For the authority's ADMINs. A case restricted to others is not found (404), as it is everywhere else.",
    tag,
    access: ACCESS.caseRestrictionManagers,
    params: caseIdParamsSchema,
    data: caseRestrictionSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/restriction',
    summary: 'Restrict a case to named people, change them, or lift the restriction (an empty list)',
    description:
      "The people are active staff of the case's authority, among them its assigned officer (if any) and at least one ADMIN. Audited on the case, before and after.",
    tag,
    access: ACCESS.caseRestrictionManagers,
    params: caseIdParamsSchema,
    body: caseRestrictionRequestSchema,
    data: caseRestrictionSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') }, body: { userIds: [recordOf('caller')] } },
  }),
};
