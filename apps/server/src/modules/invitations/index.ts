export { userAdminDeps, type UserAdminDeps } from './invitation-deps';
export { invitationRoutes } from './invitation.routes';
export { sendInvitation } from './send-invitation';
