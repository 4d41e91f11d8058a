export { addAuthority } from './add-authority';
export { findAuthoritySummary } from './authority-repository';
export { AUTHORITY_MESSAGES } from './authority-view';
export { deleteAuthority } from './delete-authority';
export { getAuthority } from './get-authority';
export { listAuthorities } from './list-authorities';
export { setAuthorityActive } from './set-authority-active';
export { updateAuthority } from './update-authority';
