export { applyEmailChange, isNewEmail, refuseOwnEmailChange } from './email-change';
export { EMAIL_UNAVAILABLE_MESSAGE, OWN_EMAIL_MESSAGE, withUniqueEmail } from './unique-email';
