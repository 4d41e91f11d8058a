import { ACCESS, type AccessSubject, type RouteAccess } from './access-rules';
import { adminEndpoints } from './admin';
import { auditLogEndpoints } from './audit-log';
import { bankHolidayEndpoints } from './bank-holidays';
import { authorityUserEndpoints } from './authority-users';
import { actionItemEndpoints } from './action-items';
import { alarmEndpoints } from './alarms';
import { myWorkEndpoints } from './my-work';
import { applicantAccessEndpoints, portalEndpoints } from './applicant-portal';
import { conversationEndpoints } from './applicant-conversation';
import { bookmarkEndpoints } from './bookmarks';
import { caseInsightEndpoints } from './case-insight';
import { caseEndpoints } from './cases';
import { caseViewEndpoints } from './case-views';
import { caseRestrictionEndpoints } from './case-restrictions';
import { caseDocumentEndpoints } from './case-documents';
import { caseTimelineEndpoints } from './case-timeline';
import { clockEndpoints } from './clocks';
import { authorityChoiceEndpoints } from './authority-choices';
import { grantEndpoints } from './grant';
import { paymentEndpoints } from './payments';
import { spendEndpoints } from './spend';
import { singleSignOnEndpoints } from './single-sign-on';
import { contractorEndpoints } from './contractors';
import { contractorPerformanceEndpoints } from './contractor-performance';
import { diaryEndpoints } from './diaries';
import { warningNoteEndpoints } from './warning-notes';
import { linkedCaseEndpoints } from './linked-cases';
import { disposalEndpoints } from './disposal';
import { bulkActionEndpoints } from './bulk-actions';
import { subjectAccessEndpoints } from './subject-access';
import { letterEndpoints } from './letters';
import { endpointKey, type EndpointDefinition } from './endpoint';
import { invitationEndpoints } from './invitations';
import { abilitiesEndpoints } from './abilities-schema';
import { passwordEndpoints, profileEndpoints, publicConfigEndpoints, sessionEndpoints } from './auth';
import { healthEndpoints } from './health';
import {
  secondFactorPolicyEndpoints,
  secondFactorSignInEndpoints,
  signInMethodEndpoints,
} from './second-factor';
import { impersonationEndpoints } from './impersonation';
import { passkeyEndpoints, passkeySignInEndpoints } from './passkeys';
import { signedInDeviceEndpoints } from './signed-in-devices';
import { platformDashboardEndpoints } from './platform-dashboard';
import { postcodeEndpoints } from './postcodes';

export * from './access-rules';

/** The access rules of defined endpoints, keyed as the table is. */
function accessOf<const G extends Record<string, EndpointDefinition>>(group: G) {
  return Object.fromEntries(
    Object.values(group).map((endpoint) => [endpointKey(endpoint), endpoint.access]),
  ) as {
    [K in keyof G as `${G[K]['method']} ${G[K]['path']}`]: RouteAccess;
  };
}

/**
 * The access table, keyed by "METHOD /path" as the route is written under /api (path
 * parameters as `:name`). A key ending in `*` covers every path below it. docs/roles.md
 * is the permission table this implements; the README's "Access" section lists it.
 */
export const ROUTE_ACCESS = {
  ...accessOf(healthEndpoints),
  // The separator keeps the wildcard from covering a future route such as /documents.
  'GET /docs': ACCESS.public,
  'GET /docs/*': ACCESS.public,
  ...accessOf(publicConfigEndpoints),

  // Accounts and sessions. Refresh and logout work from the cookie alone, so an expired
  // access token never stops someone signing out.
  ...accessOf(sessionEndpoints),
  ...accessOf(passwordEndpoints),
  ...accessOf(abilitiesEndpoints),
  ...accessOf(profileEndpoints),
  // The second factor: finishing a sign-in with it, and one's own sign-in methods.
  ...accessOf(secondFactorSignInEndpoints),
  ...accessOf(signInMethodEndpoints),
  ...accessOf(passkeySignInEndpoints),
  ...accessOf(passkeyEndpoints),
  ...accessOf(invitationEndpoints),
  // Single sign-on, and the providers authorities (and the platform) sign in with.
  ...accessOf(singleSignOnEndpoints),

  // Platform administration: platform admins and authorities.
  ...accessOf(platformDashboardEndpoints),
  ...accessOf(adminEndpoints),
  ...accessOf(auditLogEndpoints),
  ...accessOf(bankHolidayEndpoints),

  // Impersonation: a platform admin signs in as a user; back is for that session only.
  ...accessOf(impersonationEndpoints),

  // Signed-in devices: your own sign-ins, and an administrator's "sign out everywhere".
  ...accessOf(signedInDeviceEndpoints),

  // An authority's users and contractors.
  ...accessOf(authorityUserEndpoints),
  ...accessOf(contractorEndpoints),

  // Cases.
  ...accessOf(caseEndpoints),
  ...accessOf(caseViewEndpoints),
  ...accessOf(caseRestrictionEndpoints),
  // Possible duplicates of a new case, and links between cases.
  ...accessOf(linkedCaseEndpoints),
  // Every file of a case in one list, and documents filed with no due date (docs/documents.md).
  ...accessOf(caseDocumentEndpoints),
  ...accessOf(caseTimelineEndpoints),
  ...accessOf(caseInsightEndpoints),
  ...accessOf(bookmarkEndpoints),

  // A case's action diaries and their items.
  ...accessOf(diaryEndpoints),
  ...accessOf(actionItemEndpoints),
  ...accessOf(alarmEndpoints),
  // The caller's own work today across their cases (docs/my-work.md).
  ...accessOf(myWorkEndpoints),
  // Warnings for staff before a visit; never the applicant's.
  ...accessOf(warningNoteEndpoints),
  // Retention schedules and the disposal review (docs/personal-data.md).
  ...accessOf(disposalEndpoints),
  // Bulk actions on the case list, run by a job (docs/bulk-actions.md).
  ...accessOf(bulkActionEndpoints),
  // Everything held about one person, found and exported for a subject access request.
  ...accessOf(subjectAccessEndpoints),
  // Letter templates, the letterhead, letters sent from a case and its summary (docs/letters.md).
  ...accessOf(letterEndpoints),

  // The address finder of the case form.
  ...accessOf(postcodeEndpoints),

  // Applicants following their case: the officer's invitation, and the portal itself.
  ...accessOf(applicantAccessEndpoints),
  ...accessOf(portalEndpoints),
  // The conversation between the officer and the applicant, and the documents asked of them.
  ...accessOf(conversationEndpoints),

  // Statutory and service clocks: a case's, and the authority's settings.
  ...accessOf(clockEndpoints),

  // The grant of a case, the authority's grant settings, and the lists its forms choose from.
  ...accessOf(grantEndpoints),
  ...accessOf(authorityChoiceEndpoints),

  // Payments against a case's approved grant, and the authority's list of those to authorise.
  ...accessOf(paymentEndpoints),

  // The year's allocation and its spend against it.
  ...accessOf(spendEndpoints),

  // How the authority's contractors performed over a period.
  ...accessOf(contractorPerformanceEndpoints),

  // Whether the authority requires a second factor of everyone.
  ...accessOf(secondFactorPolicyEndpoints),
} satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

/** Every defined endpoint, for the checks made from the definitions (examples, the authorization matrix). */
export const API_ENDPOINTS: readonly EndpointDefinition[] = [
  healthEndpoints,
  publicConfigEndpoints,
  sessionEndpoints,
  passwordEndpoints,
  abilitiesEndpoints,
  profileEndpoints,
  secondFactorSignInEndpoints,
  signInMethodEndpoints,
  passkeySignInEndpoints,
  passkeyEndpoints,
  secondFactorPolicyEndpoints,
  singleSignOnEndpoints,
  invitationEndpoints,
  platformDashboardEndpoints,
  adminEndpoints,
  auditLogEndpoints,
  impersonationEndpoints,
  signedInDeviceEndpoints,
  authorityUserEndpoints,
  contractorEndpoints,
  caseEndpoints,
  caseViewEndpoints,
  caseRestrictionEndpoints,
  linkedCaseEndpoints,
  caseDocumentEndpoints,
  caseTimelineEndpoints,
  caseInsightEndpoints,
  bookmarkEndpoints,
  diaryEndpoints,
  actionItemEndpoints,
  alarmEndpoints,
  myWorkEndpoints,
  warningNoteEndpoints,
  disposalEndpoints,
  bulkActionEndpoints,
  subjectAccessEndpoints,
  letterEndpoints,
  postcodeEndpoints,
  applicantAccessEndpoints,
  portalEndpoints,
  conversationEndpoints,
  clockEndpoints,
  bankHolidayEndpoints,
  grantEndpoints,
  authorityChoiceEndpoints,
  paymentEndpoints,
  spendEndpoints,
  contractorPerformanceEndpoints,
].flatMap((group: Record<string, EndpointDefinition>) => Object.values(group));

/** The access rule for a route, or undefined when the table has none. */
export function findRouteAccess(method: string, path: string): RouteAccess | undefined {
  const table: Readonly<Record<string, RouteAccess>> = ROUTE_ACCESS;
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  const exact = table[key];
  if (exact) return exact;
  const prefix = Object.keys(table).find(
    (candidate) => candidate.endsWith('*') && key.startsWith(candidate.slice(0, -1)),
  );
  return prefix === undefined ? undefined : table[prefix];
}

/**
 * Whether a rule admits the caller (null: nobody signed in). The server's access check and the
 * abilities it tells the web client both come from here, so they cannot disagree.
 */
export function isAdmitted(access: RouteAccess, who: AccessSubject | null): boolean {
  if (access.kind === 'public') return true;
  if (!who) return false;
  if (access.userTypes && !access.userTypes.includes(who.userType)) return false;
  if (access.impersonation === 'only' && !who.impersonating) return false;
  if (access.impersonation === 'refused' && who.impersonating) return false;
  // Roles belong to authority callers; a platform admin the route admits has none to check.
  if (access.roles && who.userType !== 'ADMIN') {
    return who.role !== null && access.roles.includes(who.role);
  }
  return true;
}

/** Whether the caller may call the route at all; scope still decides which records. */
export function mayCall(route: RouteKey, who: AccessSubject | null): boolean {
  return isAdmitted(ROUTE_ACCESS[route], who);
}
