export { singleSignOnRoutes } from './single-sign-on.routes';
export { passwordSignInPolicy } from './password-sign-in-policy';
