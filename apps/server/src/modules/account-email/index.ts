export { announceEmailChange } from './announce-email-change';
export { retireOpenPasswordLinks } from './retire-password-links';
export { EMAIL_UNAVAILABLE_MESSAGE, OWN_EMAIL_MESSAGE, withUniqueEmail } from './unique-email';
