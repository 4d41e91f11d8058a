export { userAdminDeps, type UserAdminDeps } from './invitation-deps';
export { invitationRoutes } from './invitation.routes';
export { retireOpenLinks } from './invitation-repository';
export { issueInvitationLink, sendInvitation } from './send-invitation';
export { endCaseGrants, hasLiveAccess, isLiveAccess } from './applicant-grants';
