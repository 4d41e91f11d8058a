export { confirmEmailChange } from './confirm-email-change';
export { applyEmailChange, isNewEmail, refuseOwnEmailChange } from './email-change';
export { findPendingEmail } from './email-change-links';
export { requestEmailChange, type EmailChangeDeps } from './request-email-change';
export { EMAIL_UNAVAILABLE_MESSAGE, OWN_EMAIL_MESSAGE, withUniqueEmail } from './unique-email';
