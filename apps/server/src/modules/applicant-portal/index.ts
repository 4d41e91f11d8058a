export { portalRoutes } from './portal.routes';
// What the applicant conversation (modules/applicant-conversation) shares with the portal: the
// case the applicant follows, how what they send reaches the officer, and the portal's limits.
export { findFollowedCase, type FollowedCase } from './case-master-repository';
export type { Applicant } from './get-case-master';
export { sendToOfficer } from './send-to-officer';
export { assertRoomForDocument } from './portal-document-quota';
export { portalSendLimits } from './portal-send-limits';
export { portalUploadsOn, refusePortalUploads } from './portal-uploads-switch';
