import { createApi } from '@reduxjs/toolkit/query/react';
import { authenticatedClient } from './authenticated-client';
import { contractBaseQuery } from './contract-base-query';

const TAGS = [
  'PlatformAdmin',
  'Authority',
  'AuthorityUser',
  'Contractor',
  'AuditEvent',
  'PlatformDashboard',
  'Profile',
  'SignedInDevice',
  'SignInMethods',
  'Passkeys',
  'Case',
  'CaseHistory',
  'Bookmark',
  'Alarm',
  'Diary',
  'ActionItem',
  'WarningNote',
  'CaseDocument',
  'CaseLinks',
  'ApplicantAccess',
  'ClockSettings',
  'CaseClocks',
  'BankHolidays',
  'Grant',
  'GrantSettings',
  'AuthorityChoice',
  'Payments',
  'PaymentsToAuthorise',
  'Spend',
  'Conversation',
  'LetterTemplate',
] as const;

/** The kinds of cached record a write can make stale. */
export type ApiTag = (typeof TAGS)[number];

/**
 * The one server cache of the logged-in area. Features add their endpoints to it
 * (`api.injectEndpoints`, one file per feature) and name what a write makes stale by tag.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery(authenticatedClient),
  tagTypes: TAGS,
  // Lists change under other people's hands: read again when a page comes back into view.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});
